import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../web/src/app/theme';
import { CategoryForm } from '../../web/src/features/admin/categories/CategoryForm';

function renderForm() {
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  render(
    <MantineProvider theme={theme}>
      <Notifications />
      <CategoryForm parents={[]} submitLabel="Create" onSubmit={onSubmit} />
    </MantineProvider>,
  );
  return { user: userEvent.setup(), onSubmit };
}

describe('admin category form', () => {
  it("says the server's words for a missing name, an unreadable commission and a subcategory without a parent", async () => {
    const { user, onSubmit } = renderForm();
    const commission = screen.getByLabelText('Commission value (%)');
    await user.clear(commission);
    await user.type(commission, 'fifteen');
    await user.click(screen.getByLabelText('This is a subcategory'));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Suggested service name is required.')).toBeInTheDocument();
    expect(screen.getByText('Commission must be a number with at most two decimals.')).toBeInTheDocument();
    expect(screen.getByText('Choose a parent category.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps a percentage commission at most 100%, and takes a flat rate above 100', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Plumbing');
    await user.type(screen.getByLabelText('Suggested service name'), 'Plumbing repair');
    const commission = screen.getByLabelText('Commission value (%)');
    await user.clear(commission);
    await user.type(commission, '100.01');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('A percentage commission cannot be more than 100%.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByLabelText('Commission type'), 'AMOUNT');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Plumbing', commissionType: 'AMOUNT', commissionValue: '100.01', parentCategoryId: null }),
    );
  });
});
