import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HoursExceptionsEditor } from '../../web/src/components/hours/HoursExceptionsEditor';
import { WeeklyHoursForm } from '../../web/src/components/hours/WeeklyHoursForm';
import { SettingsPage } from '../../web/src/features/provider/settings/SettingsPage';
import { ProviderSettingsPageDocument, SetMyWorkingHoursDocument } from '../../web/src/gql/graphql';
import { todayInLusaka } from '../../web/src/lib/dates';
import { renderPage } from './render';

const NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const range = (start: string, end: string) => ({ __typename: 'TimeRange', start, end });
/** Monday to Saturday 08:00-17:00, Sunday off, as the API sends a week. */
const WEEK = NAMES.map((name, index) => ({
  __typename: 'WorkingDay',
  weekday: index + 1,
  name,
  ranges: index < 6 ? [range('08:00', '17:00')] : [],
}));
const weekInput = (days: Record<number, { start: string; end: string }[]>) =>
  NAMES.map((_, index) => ({ weekday: index + 1, ranges: days[index + 1] ?? [] }));
const WORKDAYS = {
  1: [{ start: '08:00', end: '17:00' }],
  2: [{ start: '08:00', end: '17:00' }],
  3: [{ start: '08:00', end: '17:00' }],
  4: [{ start: '08:00', end: '17:00' }],
  5: [{ start: '08:00', end: '17:00' }],
  6: [{ start: '08:00', end: '17:00' }],
};

function renderWeek(onSave = vi.fn(async () => undefined)) {
  renderPage(<WeeklyHoursForm days={WEEK as never} onSave={onSave} savedMessage="Hours saved." />, { path: '/', url: '/' });
  return { user: userEvent.setup({ delay: null }), onSave };
}

const day = (name: string) => screen.getByRole('group', { name });

describe('weekly hours editor', { timeout: 30_000 }, () => {
  it('shows each weekday as a named group: a switch for working, and From and To times for each range', () => {
    renderWeek();
    for (const name of NAMES) expect(day(name)).toBeInTheDocument();
    const monday = day('Monday');
    expect(within(monday).getByRole('switch', { name: 'Monday' })).toBeChecked();
    expect(within(monday).getByRole('combobox', { name: 'Monday: from' })).toHaveValue('08:00');
    expect(within(monday).getByRole('combobox', { name: 'Monday: to' })).toHaveValue('17:00');
    const sunday = day('Sunday');
    expect(within(sunday).getByRole('switch', { name: 'Sunday' })).not.toBeChecked();
    expect(within(sunday).getByText('Day off')).toBeInTheDocument();
    expect(within(sunday).queryByRole('combobox')).toBeNull();
  });

  it('switches a day on with the usual hours and off again, adds and removes a range, and saves the week it shows', async () => {
    const { user, onSave } = renderWeek();
    await user.click(within(day('Sunday')).getByRole('switch', { name: 'Sunday' }));
    expect(within(day('Sunday')).getByRole('combobox', { name: 'Sunday: from' })).toHaveValue('08:00');
    await user.click(within(day('Saturday')).getByRole('switch', { name: 'Saturday' }));

    const monday = day('Monday');
    await user.selectOptions(within(monday).getByRole('combobox', { name: 'Monday: to' }), '12:00');
    await user.click(within(monday).getByRole('button', { name: 'Add hours on Monday' }));
    // The new range starts an hour after the day's last one ends.
    expect(within(monday).getByRole('combobox', { name: 'Monday, hours 2: from' })).toHaveValue('13:00');
    await user.selectOptions(within(monday).getByRole('combobox', { name: 'Monday, hours 2: to' }), '17:30');
    await user.click(within(monday).getByRole('button', { name: 'Add hours on Monday' }));
    await user.click(within(monday).getByRole('button', { name: 'Remove Monday 18:30 to 19:30' }));

    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(
      weekInput({
        ...WORKDAYS,
        1: [
          { start: '08:00', end: '12:00' },
          { start: '13:00', end: '17:30' },
        ],
        6: [],
        7: [{ start: '08:00', end: '17:00' }],
      }),
    );
    expect(await screen.findByText('Hours saved.')).toBeInTheDocument();
  });

  it("refuses overlapping ranges and a range ending before it starts, in the server's words, and focuses the first", async () => {
    const { user, onSave } = renderWeek();
    const tuesday = day('Tuesday');
    await user.click(within(tuesday).getByRole('button', { name: 'Add hours on Tuesday' }));
    await user.selectOptions(within(tuesday).getByRole('combobox', { name: 'Tuesday, hours 2: from' }), '16:00');
    await user.selectOptions(within(day('Thursday')).getByRole('combobox', { name: 'Thursday: to' }), '07:00');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));

    expect(within(tuesday).getAllByText('Ranges on one day must not overlap.')[0]).toBeVisible();
    expect(within(day('Thursday')).getAllByText('Each range must end after it starts.')[0]).toBeVisible();
    const first = within(tuesday).getByRole('combobox', { name: 'Tuesday, hours 1: from' });
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('Ranges on one day must not overlap.');
    await waitFor(() => expect(first).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows a refusal from the server under its day and beside Save', async () => {
    const message = 'Wednesday: Ranges on one day must not overlap.';
    const error = new CombinedGraphQLErrors({
      errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fields: { 'workingHours.2': message } } }],
    });
    const { user } = renderWeek(vi.fn(async () => Promise.reject(error)));
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(
      await within(day('Wednesday')).findByRole('combobox', {
        name: 'Wednesday: from',
        description: 'Ranges on one day must not overlap.',
      }),
    ).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('Wednesday: Ranges on one day must not overlap.');
  });
});

describe('dated exceptions', { timeout: 30_000 }, () => {
  const exceptions = [
    { __typename: 'WorkingHoursException', date: '2030-01-07', dayOff: true, ranges: [] },
    { __typename: 'WorkingHoursException', date: '2030-01-08', dayOff: false, ranges: [range('10:00', '12:00')] },
  ];

  function renderExceptions() {
    const onSet = vi.fn(async () => undefined);
    const onClear = vi.fn(async () => undefined);
    renderPage(<HoursExceptionsEditor exceptions={exceptions as never} onSet={onSet} onClear={onClear} />, { path: '/', url: '/' });
    return { user: userEvent.setup({ delay: null }), onSet, onClear };
  }

  it('lists the upcoming exceptions and removes one', async () => {
    const { user, onClear } = renderExceptions();
    const list = screen.getByRole('list', { name: 'Upcoming exceptions' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mon, 7 Jan 2030Day off', 'Tue, 8 Jan 203010:00–12:00']);
    await user.click(screen.getByRole('button', { name: 'Remove the exception on Tue, 8 Jan 2030' }));
    expect(onClear).toHaveBeenCalledWith('2030-01-08');
  });

  it('asks for a date, then adds a day off or other hours on it', async () => {
    const { user, onSet } = renderExceptions();
    const form = screen.getByRole('group', { name: 'Add an exception' });
    await user.click(within(form).getByRole('button', { name: 'Add exception' }));
    const date = within(form).getByLabelText('Date');
    expect(within(form).getByText('Choose a date.')).toBeInTheDocument();
    expect(date).toHaveFocus();
    expect(date).toHaveAttribute('min', todayInLusaka());

    await user.type(date, '2030-02-02');
    await user.click(within(form).getByRole('button', { name: 'Add exception' }));
    expect(onSet).toHaveBeenLastCalledWith('2030-02-02', []);

    await waitFor(() => expect(date).toHaveValue(''));
    await user.type(date, '2030-02-03');
    await user.click(within(form).getByRole('radio', { name: 'Other hours' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'That day: to' }), '07:00');
    await user.click(within(form).getByRole('button', { name: 'Add exception' }));
    expect(within(form).getByRole('combobox', { name: 'That day: to', description: 'Each range must end after it starts.' })).toBeInvalid();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'That day: to' }), '13:00');
    await user.click(within(form).getByRole('button', { name: 'Add exception' }));
    expect(onSet).toHaveBeenLastCalledWith('2030-02-03', [{ start: '08:00', end: '13:00' }]);
  });
});

describe('provider settings: working hours', { timeout: 30_000 }, () => {
  const me = {
    __typename: 'User',
    id: 'VXNlcjox',
    email: 'mwila@example.zm',
    name: 'Mwila Banda',
    role: 'EXTERNAL_PROVIDER',
    verified: true,
    isApproved: true,
    createdAt: '2026-01-05T08:00:00Z',
    version: 4,
    teamSize: 1,
    workingHours: WEEK,
    workingHoursExceptions: [],
  };

  it('saves the team size with the week, sending the version it started from', async () => {
    const saved = vi.fn();
    renderPage(<SettingsPage />, {
      path: '/provider/settings',
      url: '/provider/settings',
      mocks: [
        { request: { query: ProviderSettingsPageDocument, variables: {} }, result: { data: { me } } },
        {
          request: {
            query: SetMyWorkingHoursDocument,
            variables: (variables: Record<string, unknown>) => {
              saved(variables);
              return true;
            },
          },
          result: { data: { setMyWorkingHours: { ...me, version: 5, teamSize: 3 } } },
        },
      ] as never,
    });
    const user = userEvent.setup({ delay: null });
    const teamSize = await screen.findByRole('textbox', { name: 'Team size' });
    await user.clear(teamSize);
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('Team size must be between 1 and 50.')).toBeInTheDocument();

    await user.type(teamSize, '3');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('Working hours saved.')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledWith({ input: { workingHours: weekInput(WORKDAYS), teamSize: 3 }, expectedVersion: 4 });
    expect(screen.getByRole('heading', { name: 'Days off and other hours' })).toBeInTheDocument();
  });
});
