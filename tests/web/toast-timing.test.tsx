import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from '../../web/src/app/RootLayout';
import { theme } from '../../web/src/app/theme';

function ShowsToast() {
  useEffect(() => {
    notifications.show({ message: 'Saved the change' });
  }, []);
  return null;
}

/** The app's root layout on `url`, with a page that shows one toast when it opens. */
function openWithToast(url: string) {
  const router = createMemoryRouter([{ element: <RootLayout />, children: [{ path: '*', element: <ShowsToast /> }] }], {
    initialEntries: [url],
  });
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

async function after(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

// The root layout loads the toasts' container lazily; have it loaded before the clock is faked, so the
// tests time the toasts and not the module's loading.
beforeAll(async () => {
  await import('../../web/src/app/Toasts');
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts close by themselves (spec §9)', () => {
  it.each(['/admin/customers', '/admin'])('stay 5 seconds in the admin area (%s)', async (url) => {
    openWithToast(url);
    await after(50);
    expect(screen.getByText('Saved the change')).toBeInTheDocument();
    await after(4500);
    expect(screen.getByText('Saved the change')).toBeInTheDocument();
    await after(1500);
    expect(screen.queryByText('Saved the change')).not.toBeInTheDocument();
  });

  it.each(['/', '/requests', '/provider/services', '/admin/signup'])('stay 3 seconds elsewhere (%s)', async (url) => {
    openWithToast(url);
    await after(50);
    expect(screen.getByText('Saved the change')).toBeInTheDocument();
    await after(2500);
    expect(screen.getByText('Saved the change')).toBeInTheDocument();
    await after(1500);
    expect(screen.queryByText('Saved the change')).not.toBeInTheDocument();
  });
});
