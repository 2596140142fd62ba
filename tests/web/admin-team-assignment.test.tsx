import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestDetailPage } from '../../web/src/features/admin/requests/RequestDetailPage';
import { TeamDayPage } from '../../web/src/features/admin/team-day/TeamDayPage';
import { piecesOf } from '../../web/src/features/admin/team-day/team-day';
import {
  AdminCityOptionsDocument,
  AdminRequestPageDocument,
  BookingReassignOptionsDocument,
  ReassignBookingDocument,
  TeamDayPageDocument,
} from '../../web/src/gql/graphql';
import { todayInLusaka } from '../../web/src/lib/dates';
import { BOOKING_ID, detailBooking } from './admin-booking-fixtures';
import { phoneWidth, renderPage } from './render';
import { actionsFor, tabFor } from './viewer-actions';

const GRACE = 'SW50ZXJuYWxQcm92aWRlcjox';
const RUTH = 'SW50ZXJuYWxQcm92aWRlcjoy';
const LUSAKA = 'Q2l0eTox';

const teamMember = (id: string, name: string, phone: string) => ({ __typename: 'InternalProvider', id, name, phone });

/** An AYS booking on its detail page, with Grace Tembo doing it. */
const internalBooking = (overrides: Record<string, unknown> = {}) =>
  detailBooking({
    providerType: 'AYS',
    assignedTeamMember: teamMember(GRACE, 'Grace Tembo', '+260972100005'),
    allowedActions: actionsFor((overrides.status as string | undefined) ?? 'VERIFYING_PAYMENT', 'admin', true),
    ...overrides,
  });

const pageMock = (booking: object) => ({
  request: { query: AdminRequestPageDocument, variables: { id: BOOKING_ID } },
  result: { data: { booking } },
});

const optionsMock = (free: { id: string; name: string }[]) => ({
  request: { query: BookingReassignOptionsDocument, variables: { id: BOOKING_ID } },
  result: {
    data: {
      booking: { __typename: 'Booking', id: BOOKING_ID, teamMembersFreeThen: free.map((m) => ({ __typename: 'InternalProvider', ...m })) },
    },
  },
});

const reassignRequest = { query: ReassignBookingDocument, variables: { bookingId: BOOKING_ID, teamMemberId: RUTH, expectedVersion: 3 } };

/** The booking's page, answering with `booking` and then `mocks` in turn. */
function renderDetail(booking: object, mocks: object[] = []) {
  return renderPage(<RequestDetailPage />, {
    path: '/admin/requests/:requestId',
    url: `/admin/requests/${BOOKING_ID}`,
    mocks: [pageMock(booking), ...mocks] as never,
  });
}

/** Opens Reassign on the page's "Assigned to" and chooses `name` in the dialog; returns the dialog. */
async function chooseInReassign(user: ReturnType<typeof userEvent.setup>, name: string) {
  const assigned = await screen.findByRole('region', { name: 'Assigned to' });
  await user.click(within(assigned).getByRole('button', { name: 'Reassign' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reassign booking' });
  await user.click(await within(dialog).findByRole('combobox', { name: 'Team member' }));
  await user.click(await screen.findByRole('option', { hidden: true, name }));
  return dialog;
}

describe('who does an internal booking, on its detail page', () => {
  it('shows the team member with a call link, and reassigns the booking to a free one after confirming', async () => {
    const after = internalBooking({ version: 4, assignedTeamMember: teamMember(RUTH, 'Ruth Daka', '+260972100010') });
    const reassigned = {
      __typename: 'Booking',
      id: BOOKING_ID,
      version: 4,
      allowedActions: after.allowedActions,
      date: after.date,
      time: after.time,
      assignedTeamMember: after.assignedTeamMember,
      seriesIndex: null,
      series: null,
      actionLog: [
        ...after.actionLog,
        {
          __typename: 'BookingLogEntry',
          id: 'a3',
          title: 'Reassigned',
          actorRole: 'admin',
          fromStatusLabel: 'Verifying, contact us for fast response',
          toStatusLabel: 'Verifying, contact us for fast response',
          note: 'Assigned to Ruth Daka (was Grace Tembo)',
          createdAt: '2026-05-11T09:00:00.000Z',
        },
      ],
    };
    renderDetail(internalBooking(), [
      optionsMock([{ id: RUTH, name: 'Ruth Daka' }]),
      { request: reassignRequest, result: { data: { reassignBooking: reassigned } } },
    ]);
    const user = userEvent.setup();
    const assigned = await screen.findByRole('region', { name: 'Assigned to' });
    expect(within(assigned).getByText('Grace Tembo')).toBeInTheDocument();
    expect(within(assigned).getByRole('link', { name: 'Call Grace Tembo on +260 972 100 005' })).toHaveAttribute(
      'href',
      'tel:+260972100005',
    );

    const dialog = await chooseInReassign(user, 'Ruth Daka');
    expect(within(dialog).getByText('Ruth Daka takes this booking instead of Grace Tembo.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));

    expect(await screen.findByText('Booking reassigned to Ruth Daka.')).toBeInTheDocument();
    await waitFor(() => expect(within(assigned).getByText('Ruth Daka')).toBeInTheDocument());
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Reassigned')).toBeInTheDocument();
    expect(within(history).getByText('Assigned to Ruth Daka (was Grace Tembo)')).toBeInTheDocument();
  });

  it('offers Reassign only once someone is chosen', async () => {
    renderDetail(internalBooking(), [optionsMock([{ id: RUTH, name: 'Ruth Daka' }])]);
    const user = userEvent.setup();
    const assigned = await screen.findByRole('region', { name: 'Assigned to' });
    await user.click(within(assigned).getByRole('button', { name: 'Reassign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign booking' });
    await within(dialog).findByRole('combobox', { name: 'Team member' });
    expect(within(dialog).getByRole('button', { name: 'Reassign' })).toBeDisabled();
  });

  it('says why a reassignment was refused and keeps the team member', async () => {
    const refused = { errors: [{ message: 'Ruth Daka is not free at that time.', extensions: { code: 'BAD_USER_INPUT' } }] };
    renderDetail(internalBooking(), [
      optionsMock([{ id: RUTH, name: 'Ruth Daka' }]),
      { request: reassignRequest, result: refused },
      optionsMock([]),
    ]);
    const user = userEvent.setup();
    const dialog = await chooseInReassign(user, 'Ruth Daka');
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await screen.findByText('Failed to reassign. Ruth Daka is not free at that time.')).toBeInTheDocument();
    expect(await within(dialog).findByText('Nobody else on the team is free at that time.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Assigned to' })).getByText('Grace Tembo')).toBeInTheDocument();
  });

  it("offers no reassignment once the booking is over, and no team section for an external provider's booking", async () => {
    const { unmount } = renderDetail(
      internalBooking({ status: 'COMPLETED', statusLabel: 'Completed', completedAt: '2026-05-20T12:00:00.000Z' }),
    );
    const assigned = await screen.findByRole('region', { name: 'Assigned to' });
    expect(within(assigned).getByText('Grace Tembo')).toBeInTheDocument();
    expect(within(assigned).queryByRole('button', { name: 'Reassign' })).not.toBeInTheDocument();
    unmount();

    renderDetail(detailBooking());
    expect(await screen.findByRole('region', { name: 'Customer' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Assigned to' })).not.toBeInTheDocument();
  });
});

// ---- the team day ----

const job = (id: string, start: string, end: string, status: string, serviceName: string, customer: string) => ({
  __typename: 'TeamDayJob',
  start,
  end,
  booking: {
    __typename: 'Booking',
    id,
    reference: `AYS-${id}`,
    packageName: 'Basic',
    status,
    statusLabel: status === 'CONFIRMED' ? 'Confirmed' : 'Unconfirmed',
    tab: tabFor(status),
    service: { __typename: 'Service', id: `S${id}`, serviceName },
    customer: { __typename: 'User', id: `U${id}`, name: customer },
  },
});

const range = (start: string, end: string) => ({ __typename: 'TeamDayRange', start, end });

const TEAM_DAY = [
  {
    __typename: 'TeamMemberDay',
    member: { __typename: 'InternalProvider', id: GRACE, name: 'Grace Tembo' },
    hours: [range('08:00', '17:00')],
    jobs: [
      job('B1', '09:00', '11:00', 'CONFIRMED', 'Home Deep Cleaning', 'Bwalya Mwansa'),
      job('B2', '13:00', '15:00', 'UNCONFIRMED', 'Window Cleaning', 'Natasha Phiri'),
    ],
  },
  { __typename: 'TeamMemberDay', member: { __typename: 'InternalProvider', id: RUTH, name: 'Ruth Daka' }, hours: [], jobs: [] },
];

function renderTeamDay(days: object[] = TEAM_DAY) {
  const today = todayInLusaka();
  renderPage(<TeamDayPage />, {
    path: '/admin/team-day',
    url: '/admin/team-day',
    mocks: [
      { request: { query: TeamDayPageDocument, variables: { date: today, cityId: null } }, result: { data: { teamDay: days } } },
      {
        request: { query: AdminCityOptionsDocument, variables: {} },
        result: {
          data: {
            allCities: {
              __typename: 'CityConnection',
              edges: [{ __typename: 'CityEdge', node: { __typename: 'City', id: LUSAKA, name: 'Lusaka', active: true, areas: [] } }],
              pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
            },
          },
        },
      },
    ],
  });
}

describe('the team day', () => {
  afterEach(() => phoneWidth(false));

  it('shows a row per team member with their hours, their jobs as links and the free time between them', async () => {
    renderTeamDay();
    const table = await screen.findByRole('table', { name: /^Team day, / });
    const grace = within(table)
      .getByRole('rowheader', { name: /Grace Tembo/ })
      .closest('tr')!;
    expect(grace).toHaveTextContent('Works 08:00–17:00 · 2 jobs');
    const pieces = within(grace).getByRole('list', { name: 'Grace Tembo: jobs and free time' });
    expect(
      within(pieces)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/\s+/g, ' ').trim()),
    ).toEqual([
      'Free 08:00–09:00',
      '09:00–11:00 Home Deep Cleaning (Basic), Bwalya Mwansa (confirmed)',
      'Free 11:00–13:00',
      '13:00–15:00 Window Cleaning (Basic), Natasha Phiri (unpaid request)',
      'Free 15:00–17:00',
    ]);
    expect(within(pieces).getByRole('link', { name: '09:00–11:00 Home Deep Cleaning (Basic), Bwalya Mwansa (confirmed)' })).toHaveAttribute(
      'href',
      '/admin/requests/B1',
    );
    expect(
      within(pieces).getByRole('link', { name: '13:00–15:00 Window Cleaning (Basic), Natasha Phiri (unpaid request)' }),
    ).toBeInTheDocument();
    const ruth = within(table).getByRole('rowheader', { name: /Ruth Daka/ });
    expect(ruth).toHaveTextContent('Day off · 0 jobs');
  });

  it("lists each member's day line by line on a phone: time — service — customer", async () => {
    phoneWidth(true);
    renderTeamDay();
    const list = await screen.findByRole('list', { name: /^Team day, / });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getByRole('heading', { name: 'Grace Tembo' })).toBeInTheDocument();
    const lines = within(list).getByRole('list', { name: 'Grace Tembo: jobs and free time' });
    const texts = within(lines)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(texts[1]).toBe('09:00–11:00 — Home Deep Cleaning (Basic) — Bwalya MwansaConfirmed');
    expect(texts[0]).toBe('08:00–09:00 — Free');
    expect(within(list).getByText('Day off')).toBeInTheDocument();
  });

  it('says so when there are no active team members', async () => {
    renderTeamDay([]);
    expect(await screen.findByText('No team members found.')).toBeInTheDocument();
  });

  it('works out the free time around jobs, ignoring slivers under 15 minutes', () => {
    const jobs = [
      { start: '08:10', end: '10:00' },
      { start: '10:00', end: '12:00' },
    ];
    expect(piecesOf([range('08:00', '13:00')], jobs).map((p) => `${p.kind} ${p.start}-${p.end}`)).toEqual([
      'job 490-600',
      'job 600-720',
      'free 720-780',
    ]);
  });
});
