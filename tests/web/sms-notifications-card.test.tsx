import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SmsNotificationsCard, type SmsSwitch } from '../../web/src/components/account/SmsNotificationsCard';
import { MySmsPreferencesDocument, UpdateMySmsPreferencesDocument } from '../../web/src/gql/graphql';
import { renderPage } from './render';

const SWITCHES: SmsSwitch[] = [
  { kind: 'bookingConfirmed', label: 'Booking confirmed' },
  { kind: 'bookingCancelled', label: 'Booking cancelled' },
  { kind: 'appointmentReminder', label: 'Reminders before my appointment' },
];

const preferences = (changes: Record<string, unknown> = {}) => ({
  __typename: 'SmsPreferences',
  bookingReceived: true,
  bookingConfirmed: true,
  bookingRescheduled: true,
  bookingCancelled: true,
  rescheduleRequested: true,
  appointmentReminder: true,
  paymentReceived: true,
  newMessage: true,
  number: '+260977000001',
  stopped: false,
  ...changes,
});
const read = (changes: Record<string, unknown> = {}) => ({
  request: { query: MySmsPreferencesDocument, variables: {} },
  result: { data: { mySmsPreferences: preferences(changes) } },
});

describe('SMS to your phone', () => {
  it('shows each kind on, and turning one off saves only that switch', async () => {
    const saved = vi.fn(() => ({ data: { updateMySmsPreferences: preferences({ bookingCancelled: false }) } }));
    renderPage(<SmsNotificationsCard switches={SWITCHES} />, {
      path: '/account',
      url: '/account',
      mocks: [
        read(),
        { request: { query: UpdateMySmsPreferencesDocument, variables: { input: { bookingCancelled: false } } }, result: saved },
      ],
    });
    expect(screen.getByRole('heading', { name: 'SMS to your phone' })).toBeInTheDocument();
    // While they load, a named status (a name on a plain element is not announced, and axe calls it an error).
    expect(screen.getByRole('status', { name: 'Loading SMS settings' })).toBeInTheDocument();
    const cancelled = await screen.findByRole('switch', { name: 'Booking cancelled' });
    expect(cancelled).toBeChecked();
    expect(screen.getByText(/Texts go to \+260977000001, never between 20:00 and 08:00/)).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'New booking requests' })).toBeNull();

    await userEvent.click(cancelled);
    await waitFor(() => expect(cancelled).not.toBeChecked());
    expect(saved).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('switch', { name: 'Booking confirmed' })).toBeChecked();
  });

  it('says a STOP reply stopped every text, and turning a switch on sends them again', async () => {
    const saved = vi.fn(() => ({
      data: { updateMySmsPreferences: preferences({ bookingConfirmed: true, bookingCancelled: false, appointmentReminder: false }) },
    }));
    renderPage(<SmsNotificationsCard switches={SWITCHES} />, {
      path: '/account',
      url: '/account',
      mocks: [
        read({ bookingConfirmed: false, bookingCancelled: false, appointmentReminder: false, stopped: true }),
        { request: { query: UpdateMySmsPreferencesDocument, variables: { input: { bookingConfirmed: true } } }, result: saved },
      ],
    });
    expect(await screen.findByText(/You replied STOP/)).toBeInTheDocument();
    const confirmed = screen.getByRole('switch', { name: 'Booking confirmed' });
    expect(confirmed).not.toBeChecked();
    await userEvent.click(confirmed);
    await waitFor(() => expect(confirmed).toBeChecked());
    expect(screen.queryByText(/You replied STOP/)).toBeNull();
  });

  it('without a Zambian mobile number, asks for one and keeps the switches off limits', async () => {
    renderPage(<SmsNotificationsCard switches={SWITCHES} />, { path: '/account', url: '/account', mocks: [read({ number: null })] });
    expect(await screen.findByText('Add a Zambian mobile number to your profile to get texts.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Booking confirmed' })).toBeDisabled();
  });
});
