import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RescheduleModal } from '../../web/src/features/customer/shared/RescheduleModal';
import { RequestRescheduleDocument, RescheduleTimesDocument } from '../../web/src/gql/graphql';
import { booking } from './customer-bookings-fixtures';
import { dayName, freeTimesResult, TODAY, waitForChosenDay, WEEK } from './free-times-fixtures';
import { renderPage } from './render';

const BOOKING_ID = 'Qm9va2luZzox';
const TAKEN = 'That time was just taken. Choose another time.';

function timesMock(result: ReturnType<typeof freeTimesResult>, maxUsageCount = Number.POSITIVE_INFINITY): MockLink.MockedResponse {
  return {
    request: { query: RescheduleTimesDocument, variables: { bookingId: BOOKING_ID, from: null, days: 7 } },
    maxUsageCount,
    result: { data: { booking: { __typename: 'Booking', id: BOOKING_ID, rescheduleTimes: result } } },
  };
}

function rescheduleMock(sent: unknown[], result: object): MockLink.MockedResponse {
  return {
    request: {
      query: RequestRescheduleDocument,
      variables: (variables: unknown) => {
        sent.push(variables);
        return true;
      },
    },
    result,
  };
}

function renderModal(mocks: MockLink.MockedResponse[]) {
  const done = vi.fn();
  renderPage(
    <RescheduleModal
      bookingId={BOOKING_ID}
      current={{ date: '2026-05-20', time: '09:30' }}
      opened
      onClose={() => undefined}
      onDone={done}
    />,
    {
      path: '/requests',
      url: '/requests',
      mocks,
    },
  );
  return { user: userEvent.setup(), done };
}

/** This week: the booking's own 09:30 today counts as free; nothing tomorrow. */
const THIS_WEEK = freeTimesResult(TODAY, [['09:30', '11:00'], [], ['08:00', '15:00']]);

describe('the customer asks to reschedule', () => {
  it('picks a free day and time of the booking (its own time counts as free) and sends them with the reason', async () => {
    const sent: unknown[] = [];
    const { user, done } = renderModal([timesMock(THIS_WEEK), rescheduleMock(sent, { data: { requestReschedule: booking() } })]);
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule' });
    await waitForChosenDay(TODAY, within(dialog));
    expect(within(dialog).getByRole('radio', { name: dayName(WEEK[1], false) })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: dayName(WEEK[2]) }));
    await user.click(within(dialog).getByRole('radio', { name: '15:00' }));
    await user.type(within(dialog).getByLabelText('Reason'), 'Visiting family');
    await user.click(within(dialog).getByRole('button', { name: 'Request reschedule' }));

    expect(await screen.findByText('Reschedule request submitted successfully!')).toBeInTheDocument();
    expect(sent).toEqual([{ bookingId: BOOKING_ID, input: { date: WEEK[2], time: '15:00', reason: 'Visiting family' } }]);
    expect(done).toHaveBeenCalled();
  });

  it('asks for a time first, at the picker', async () => {
    const { user } = renderModal([timesMock(THIS_WEEK)]);
    await screen.findByRole('radio', { name: '11:00' });
    await user.click(screen.getByRole('button', { name: 'Request reschedule' }));
    const times = screen.getByRole('radiogroup', { name: 'Time' });
    await waitFor(() => expect(times).toHaveFocus());
    expect(times).toHaveAccessibleDescription(expect.stringContaining('Choose a time.'));
  });

  it('when the time was just taken: says so at the picker, clears the time and shows the free times read again', async () => {
    const sent: unknown[] = [];
    const refused = { errors: [{ message: TAKEN, extensions: { code: 'BAD_USER_INPUT', fields: { time: TAKEN } } }] };
    const { user, done } = renderModal([
      timesMock(THIS_WEEK, 1),
      timesMock(freeTimesResult(TODAY, [['09:30'], [], ['08:00', '15:00']])),
      rescheduleMock(sent, refused),
    ]);
    await user.click(await screen.findByRole('radio', { name: '11:00' }));
    await user.click(screen.getByRole('button', { name: 'Request reschedule' }));

    const times = screen.getByRole('radiogroup', { name: 'Time' });
    await waitFor(() => expect(times).toHaveFocus());
    expect(times).toHaveAccessibleDescription(expect.stringContaining(TAKEN));
    await waitFor(() =>
      expect(
        within(times)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['09:30']),
    );
    expect(within(times).getByRole('radio', { name: '09:30' })).not.toBeChecked();
    expect(sent).toHaveLength(1);
    expect(done).not.toHaveBeenCalled();
  });
});
