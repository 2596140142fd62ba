import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuditTrailPage } from '../../web/src/features/admin/audit/AuditTrailPage';
import { AuditTrailFiltersDocument, AuditTrailPageDocument } from '../../web/src/gql/graphql';
import { renderPage } from './render';

const NO_FILTER = { adminId: null, action: null, recordType: null, from: null, to: null };

const entry = (cursor: string, node: object) => ({
  __typename: 'AuditTrailEntryEdge',
  cursor,
  node: {
    __typename: 'AuditTrailEntry',
    createdAt: '2026-11-28T08:15:00.000Z',
    adminEmail: 'thandiwe@ays.zm',
    recordId: '6f1c2d3e-0000-4000-8000-000000000001',
    clientIp: '41.72.100.9',
    ...node,
  },
});

const CONFIRMED = entry('c1', {
  action: 'confirm',
  recordType: 'Booking',
  changes: [{ __typename: 'AuditFieldChange', field: 'status', before: '"unconfirmed"', after: '"confirmed"' }],
});
const REFUND = entry('c2', {
  action: 'mark_refund_paid',
  recordType: 'Refund',
  adminEmail: 'mwila@ays.zm',
  changes: [{ __typename: 'AuditFieldChange', field: 'paidReference', before: null, after: '"MP1"' }],
});

function trailMock(variables: object, edges: object[], hasNextPage = false) {
  return {
    request: { query: AuditTrailPageDocument, variables: { ...NO_FILTER, ...variables } },
    result: {
      data: {
        auditTrail: {
          __typename: 'AuditTrailConnection',
          edges,
          pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: edges.length ? 'c2' : null },
        },
      },
    },
  };
}

const filtersMock = {
  request: { query: AuditTrailFiltersDocument },
  result: {
    data: {
      auditTrailFilters: {
        __typename: 'AuditTrailFilters',
        actions: ['confirm', 'mark_refund_paid'],
        recordTypes: ['Booking', 'Refund'],
        admins: [{ __typename: 'AuditTrailAdmin', id: 'VXNlcjox', email: 'mwila@ays.zm' }],
      },
    },
  },
};

describe('admin audit trail', () => {
  it('lists who did what to which record, readable, with each change as "field: before → after" and the address', async () => {
    renderPage(<AuditTrailPage />, { path: '/admin/audit', url: '/admin/audit', mocks: [filtersMock, trailMock({}, [CONFIRMED, REFUND])] });
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    const [header, first, second] = within(table).getAllByRole('row');
    expect(
      within(header)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['When', 'Admin', 'Action', 'Record', 'Changes', 'Address']);
    expect(within(first).getByText('Confirmed a booking')).toBeInTheDocument();
    expect(within(first).getByText('status: unconfirmed → confirmed')).toBeInTheDocument();
    expect(within(first).getByText('41.72.100.9')).toBeInTheDocument();
    expect(within(second).getByText('Marked a refund paid')).toBeInTheDocument();
    expect(within(second).getByText('paidReference: — → MP1')).toBeInTheDocument();
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  });

  it('filters by admin and action with the values the trail holds', async () => {
    renderPage(<AuditTrailPage />, {
      path: '/admin/audit',
      url: '/admin/audit',
      mocks: [
        filtersMock,
        trailMock({}, [CONFIRMED, REFUND]),
        trailMock({ adminId: 'VXNlcjox' }, [REFUND]),
        trailMock({ adminId: 'VXNlcjox', action: 'mark_refund_paid' }, [REFUND]),
      ],
    });
    await screen.findByRole('table', { name: 'Audit trail' });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Admin' }), 'mwila@ays.zm');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Marked a refund paid');
    await screen.findByText('paidReference: — → MP1');
    expect(within(screen.getByRole('table', { name: 'Audit trail' })).getAllByRole('row')).toHaveLength(2);
  });

  it('refuses a date range that ends before it starts, before asking the server', async () => {
    renderPage(<AuditTrailPage />, { path: '/admin/audit', url: '/admin/audit', mocks: [filtersMock, trailMock({}, [CONFIRMED])] });
    await screen.findByRole('table', { name: 'Audit trail' });
    await userEvent.type(screen.getByLabelText('From'), '2026-11-20');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-10');
    expect(await screen.findByText('Must be on or after “From”.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Audit trail' })).not.toBeInTheDocument();
  });
});
