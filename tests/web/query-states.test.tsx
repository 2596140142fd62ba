import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryStates, type QueryLike } from '../../web/src/components/QueryStates';
import { renderPage } from './render';

type Data = { service: { name: string; packages: string[] } | null };

function show(query: QueryLike<Data>) {
  return renderPage(
    <QueryStates
      query={query}
      loading="Loading service…"
      errorText={(message) => `Error loading service: ${message}`}
      select={(data) => data.service}
      notFound={<p>Service not found</p>}
      isEmpty={(service) => service.packages.length === 0}
      empty={<p>No packages available</p>}
    >
      {(service) => <p>{service.name}</p>}
    </QueryStates>,
    { path: '/', url: '/' },
  );
}

const graphQLError = (message: string, code?: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: code ? { code } : {} }] });

describe('QueryStates: every query shows its states in one order', () => {
  it('shows the loader until the first answer', () => {
    show({ loading: true, refetch: vi.fn() });
    expect(screen.getByRole('status')).toHaveTextContent('Loading service…');
  });

  it('shows a failed load in the given words, with Try again asking once more', async () => {
    const refetch = vi.fn();
    show({ loading: false, error: graphQLError('Database unavailable'), refetch });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading service: Database unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('says not found for a record the server says is missing, and for a null answer', async () => {
    const { unmount } = show({ loading: false, error: graphQLError('Service not found', 'NOT_FOUND'), refetch: vi.fn() });
    expect(await screen.findByText('Service not found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();
    show({ loading: false, data: { service: null }, refetch: vi.fn() });
    expect(await screen.findByText('Service not found')).toBeInTheDocument();
  });

  it('shows the empty state, then the content; an answer stays on screen while it loads again or a refresh fails', async () => {
    const { unmount } = show({ loading: false, data: { service: { name: 'Plumbing', packages: [] } }, refetch: vi.fn() });
    expect(await screen.findByText('No packages available')).toBeInTheDocument();
    unmount();
    show({
      loading: true,
      error: graphQLError('Timed out'),
      data: { service: { name: 'Plumbing', packages: ['Basic'] } },
      refetch: vi.fn(),
    });
    expect(await screen.findByText('Plumbing')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
