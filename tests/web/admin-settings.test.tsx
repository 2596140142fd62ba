import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SettingsPage } from '../../web/src/features/admin/settings/SettingsPage';
import { AdminInvitesSectionDocument, AdminSettingsPageDocument, UpdatePlatformSettingsDocument } from '../../web/src/gql/graphql';
import { REMIND_BEFORE_EXPIRY_MESSAGE } from '@server/modules/settings/request-timer-rules';
import { retentionMessage } from '@server/modules/settings/retention-rules';
import { renderPage } from './render';

const saved = {
  __typename: 'PlatformSettings',
  version: 3,
  airtelMoneyNumber: '0977000111',
  airtelMoneyName: 'AYS Services Ltd',
  momoNumber: null,
  momoName: null,
  bankName: 'Zanaco',
  bankBranch: 'Cairo Road',
  bankAccountName: 'AYS Services Ltd',
  bankAccountNumber: '0123456789012',
  contactPhone: '+260211000333',
  whatsappNumber: null,
  businessName: 'AYS Services Limited',
  businessAddress: null,
  businessTaxNumber: '1002003004',
  businessEmail: null,
  requestCancellationPolicy: 'Refunded in full within 7 days.',
  bookingCancellationPolicy: null,
  adminEmails: ['bookings@ays.zm'],
  remindUnpaidAfterHours: 24,
  expireUnpaidAfterHours: 72,
  depositKeptWithinHours: 24,
  checkMobileMoneyPayments: false,
  proofRetentionDays: 365,
  messagePhotoRetentionDays: 90,
  textRetentionDays: 30,
  updatedAt: '2026-05-01T08:00:00.000Z',
};

const pageMock = { request: { query: AdminSettingsPageDocument, variables: {} }, result: { data: { paymentInstructions: saved } } };

const input = {
  airtelMoneyNumber: '0977000111',
  airtelMoneyName: 'AYS Services Ltd',
  momoNumber: '0966000222',
  momoName: 'AYS Services',
  bankName: 'Zanaco',
  bankBranch: 'Cairo Road',
  bankAccountName: 'AYS Services Ltd',
  bankAccountNumber: '0123456789012',
  contactPhone: '+260211000333',
  whatsappNumber: null,
  businessName: 'AYS Services Limited',
  businessAddress: null,
  businessTaxNumber: '1002003004',
  businessEmail: null,
  requestCancellationPolicy: 'Refunded in full within 7 days.',
  bookingCancellationPolicy: null,
  adminEmails: ['bookings@ays.zm', 'ops@ays.zm'],
  remindUnpaidAfterHours: 24,
  expireUnpaidAfterHours: 72,
  depositKeptWithinHours: 24,
  checkMobileMoneyPayments: false,
  proofRetentionDays: 365,
  messagePhotoRetentionDays: 90,
  textRetentionDays: 30,
};

/** The page's other section, admin invites, with none yet (tests/web/admin-invites.test.tsx covers it). */
const noInvites = {
  request: { query: AdminInvitesSectionDocument, variables: {} },
  result: {
    data: {
      adminInvites: {
        __typename: 'AdminInviteConnection',
        edges: [],
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    },
  },
};

function renderSettings(mocks: object[]) {
  renderPage(<SettingsPage />, { path: '/admin/settings', url: '/admin/settings', mocks: [...mocks, noInvites] as never });
  return userEvent.setup();
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  const form = await screen.findByRole('form', { name: 'Platform settings' });
  expect(within(form).getByLabelText('Airtel Money number')).toHaveValue('0977000111');
  expect(within(form).getByLabelText('Bank name')).toHaveValue('Zanaco');
  await user.type(within(form).getByLabelText('MoMo number'), '0966000222');
  await user.type(within(form).getByLabelText('MoMo account name'), 'AYS Services');
  await user.type(within(form).getByLabelText('Email addresses'), 'ops@ays.zm{Enter}');
  return form;
}

describe('admin settings', () => {
  it('saves the payment instructions and the booking email list: "Settings saved."', async () => {
    const user = renderSettings([
      pageMock,
      {
        request: { query: UpdatePlatformSettingsDocument, variables: { input, expectedVersion: 3 } },
        result: { data: { updatePlatformSettings: { ...saved, ...input, updatedAt: '2026-05-11T09:00:00.000Z' } } },
      },
    ]);
    const form = await fillForm(user);
    expect(within(form).getByText('bookings@ays.zm')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(within(form).getByLabelText('MoMo number')).toHaveValue('0966000222');
  });

  it('shows the server message in the toast and beside the field', async () => {
    const user = renderSettings([
      pageMock,
      {
        request: { query: UpdatePlatformSettingsDocument, variables: { input, expectedVersion: 3 } },
        result: {
          errors: [
            {
              message: 'Enter valid email addresses.',
              extensions: { code: 'BAD_USER_INPUT', fields: { 'adminEmails.1': 'Enter valid email addresses.' } },
            },
          ],
        },
      },
    ]);
    const form = await fillForm(user);
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Failed to save settings: Enter valid email addresses.')).toBeInTheDocument();
    expect(within(form).getByText('Enter valid email addresses.')).toBeInTheDocument();
  });

  it('sends the version it loaded, and says to reload when someone else saved first', async () => {
    const stale = 'This was changed by someone else. Reload to see the latest.';
    const user = renderSettings([
      pageMock,
      {
        request: { query: UpdatePlatformSettingsDocument, variables: { input, expectedVersion: 3 } },
        result: { errors: [{ message: stale, extensions: { code: 'CONFLICT', fields: {} } }] },
      },
    ]);
    const form = await fillForm(user);
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(`Failed to save settings: ${stale}`)).toBeInTheDocument();
  });

  it('saves the contact numbers and the cancellation policy, and shows a refused number beside its field', async () => {
    const policy = 'More than 24 hours before the visit the deposit is refunded; later it is kept.';
    const withContact = {
      ...input,
      momoNumber: null,
      momoName: null,
      adminEmails: ['bookings@ays.zm'],
      whatsappNumber: '0977 12',
      bookingCancellationPolicy: policy,
    };
    const phoneMessage = 'Enter a phone number such as 0977 123 456 or +260 977 123 456.';
    const user = renderSettings([
      pageMock,
      {
        request: { query: UpdatePlatformSettingsDocument, variables: { input: withContact, expectedVersion: 3 } },
        result: { errors: [{ message: phoneMessage, extensions: { code: 'BAD_USER_INPUT', fields: { whatsappNumber: phoneMessage } } }] },
      },
    ]);
    const form = await screen.findByRole('form', { name: 'Platform settings' });
    const contact = within(form).getByRole('region', { name: 'Contact' });
    expect(within(contact).getByLabelText('Phone number to call')).toHaveValue('+260211000333');
    const cancellation = within(form).getByRole('region', { name: 'Cancellation policy' });
    expect(within(cancellation).getByLabelText('Cancelling a request')).toHaveValue('Refunded in full within 7 days.');
    await user.type(within(contact).getByLabelText('WhatsApp number'), '0977 12');
    await user.click(within(cancellation).getByLabelText('Cancelling a confirmed booking'));
    await user.paste(policy);
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(`Failed to save settings: ${phoneMessage}`)).toBeInTheDocument();
    expect(within(contact).getByText(phoneMessage)).toBeInTheDocument();
    expect(within(contact).getByLabelText('WhatsApp number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses an address that is not an email before sending', async () => {
    const user = renderSettings([pageMock]);
    const form = await screen.findByRole('form', { name: 'Platform settings' });
    await user.type(within(form).getByLabelText('Email addresses'), 'not-an-email{Enter}');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(within(form).getByText('not-an-email is not a valid email address.')).toBeInTheDocument();
  });

  it('saves the unpaid request timers; an empty field turns its timer off', async () => {
    const timers = {
      ...input,
      momoNumber: null,
      momoName: null,
      adminEmails: ['bookings@ays.zm'],
      remindUnpaidAfterHours: 12,
      expireUnpaidAfterHours: null,
    };
    const user = renderSettings([
      pageMock,
      {
        request: { query: UpdatePlatformSettingsDocument, variables: { input: timers, expectedVersion: 3 } },
        result: { data: { updatePlatformSettings: { ...saved, ...timers, version: 4 } } },
      },
    ]);
    const form = await screen.findByRole('form', { name: 'Platform settings' });
    const section = within(form).getByRole('region', { name: 'Unpaid requests' });
    const remind = within(section).getByLabelText('Remind after (hours)');
    const expire = within(section).getByLabelText('Expire after (hours)');
    expect(remind).toHaveValue('24 hours');
    expect(expire).toHaveValue('72 hours');
    await user.clear(remind);
    await user.type(remind, '12');
    await user.clear(expire);
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
  });

  it('saves the refund policy and the mobile money check (issue 24)', async () => {
    const changed = {
      ...input,
      momoNumber: null,
      momoName: null,
      adminEmails: ['bookings@ays.zm'],
      depositKeptWithinHours: 48,
      checkMobileMoneyPayments: true,
    };
    const user = renderSettings([
      pageMock,
      {
        request: { query: UpdatePlatformSettingsDocument, variables: { input: changed, expectedVersion: 3 } },
        result: { data: { updatePlatformSettings: { ...saved, ...changed, version: 4 } } },
      },
    ]);
    const form = await screen.findByRole('form', { name: 'Platform settings' });
    const deposit = within(within(form).getByRole('region', { name: 'Cancellation policy' })).getByLabelText('Deposit kept within (hours)');
    expect(deposit).toHaveValue('24 hours');
    expect(deposit).toHaveAccessibleDescription(/loses the deposit/);
    const check = within(within(form).getByRole('region', { name: 'Mobile money payments' })).getByRole('switch', {
      name: 'Check mobile money payments before confirming',
    });
    expect(check).not.toBeChecked();
    expect(check).toHaveAccessibleDescription(/waits for an admin/);
    await user.clear(deposit);
    await user.type(deposit, '48');
    await user.click(check);
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
  });

  it('refuses a reminder that would come after the expiry before sending', async () => {
    const user = renderSettings([pageMock]);
    const form = await screen.findByRole('form', { name: 'Platform settings' });
    const section = within(form).getByRole('region', { name: 'Unpaid requests' });
    const remind = within(section).getByLabelText('Remind after (hours)');
    await user.clear(remind);
    await user.type(remind, '80');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(within(section).getByText(REMIND_BEFORE_EXPIRY_MESSAGE)).toBeInTheDocument();
    expect(remind).toHaveAttribute('aria-invalid', 'true');
  });

  it("saves how long people's data is kept, and refuses days outside the bounds or none before sending (issue 34)", async () => {
    const kept = { ...input, momoNumber: null, momoName: null, adminEmails: ['bookings@ays.zm'], proofRetentionDays: 180 };
    const user = renderSettings([
      pageMock,
      {
        request: { query: UpdatePlatformSettingsDocument, variables: { input: kept, expectedVersion: 3 } },
        result: { data: { updatePlatformSettings: { ...saved, ...kept, version: 4 } } },
      },
    ]);
    const form = await screen.findByRole('form', { name: 'Platform settings' });
    const section = within(form).getByRole('region', { name: "Keeping people's data" });
    const proofs = within(section).getByLabelText(/^Payment proofs/);
    const texts = within(section).getByLabelText(/^Texts’ words|^Texts' words/);
    expect(proofs).toHaveValue('365 days');
    expect(within(section).getByLabelText(/^Message photos/)).toHaveValue('90 days');
    await user.clear(proofs);
    await user.type(proofs, '10');
    await user.clear(texts);
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(within(section).getByText(retentionMessage('proofRetentionDays'))).toBeInTheDocument();
    expect(within(section).getByText(retentionMessage('textRetentionDays'))).toBeInTheDocument();
    expect(proofs).toHaveAttribute('aria-invalid', 'true');

    await user.clear(proofs);
    await user.type(proofs, '180');
    await user.type(texts, '30');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
  });
});
