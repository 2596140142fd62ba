import { Button, Group, NumberInput, SimpleGrid, Stack, Switch, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  IconBuildingBank,
  IconClockHour4,
  IconDeviceMobile,
  IconHeadset,
  IconMail,
  IconReceipt,
  IconReceiptRefund,
} from '@tabler/icons-react';
import { useId } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { PlatformSettingsInput } from '../../../gql/graphql';
import { showFirstError } from '../../../lib/form-focus';
import { formatMoment } from '../../../lib/dates';
import { MAX_TIMER_HOURS, remindsBeforeExpiry, REMIND_BEFORE_EXPIRY_MESSAGE } from '@server/modules/settings/request-timer-rules';
import { validateEmail } from '../../../lib/form-rules';
import { MAX_POLICY_LENGTH } from '@server/modules/settings/cancellation-policy-rules';
import {
  formErrors,
  fromEntries,
  numberOrNull,
  retentionError,
  TEXT_FIELDS,
  timerError,
  type TextField,
  type TimerField,
  type Values,
} from './settings-values';
import { RetentionSection } from './RetentionSection';
import { SettingsSection } from './SettingsSection';

export const SettingsForm_settings = graphql(`
  fragment SettingsForm_settings on PlatformSettings {
    airtelMoneyNumber
    airtelMoneyName
    momoNumber
    momoName
    bankName
    bankBranch
    bankAccountName
    bankAccountNumber
    contactPhone
    whatsappNumber
    businessName
    businessAddress
    businessTaxNumber
    businessEmail
    requestCancellationPolicy
    bookingCancellationPolicy
    adminEmails
    remindUnpaidAfterHours
    expireUnpaidAfterHours
    depositKeptWithinHours
    checkMobileMoneyPayments
    proofRetentionDays
    messagePhotoRetentionDays
    textRetentionDays
    updatedAt
  }
`);

interface SettingsFormProps {
  settings: FragmentType<typeof SettingsForm_settings>;
  onSubmit: (input: PlatformSettingsInput) => Promise<void>;
}

/** Payment instructions customers see (Airtel Money, MoMo, bank), business details on receipts, contact numbers, cancellation policy, unpaid request timers, and who receives booking emails. */
export function SettingsForm({ settings: ref, onSubmit }: SettingsFormProps) {
  const settings = getFragmentData(SettingsForm_settings, ref);
  const checkDescription = useId();
  const form = useForm<Values>({
    initialValues: {
      ...fromEntries(TEXT_FIELDS.map((name) => [name, settings[name] ?? ''])),
      adminEmails: settings.adminEmails,
      remindUnpaidAfterHours: settings.remindUnpaidAfterHours ?? '',
      expireUnpaidAfterHours: settings.expireUnpaidAfterHours ?? '',
      depositKeptWithinHours: settings.depositKeptWithinHours ?? '',
      checkMobileMoneyPayments: settings.checkMobileMoneyPayments,
      proofRetentionDays: settings.proofRetentionDays,
      messagePhotoRetentionDays: settings.messagePhotoRetentionDays,
      textRetentionDays: settings.textRetentionDays,
    },
    validate: {
      adminEmails: (emails) => {
        const wrong = emails.find((email) => validateEmail(email) !== null);
        return wrong ? `${wrong} is not a valid email address.` : null;
      },
      remindUnpaidAfterHours: (value, values) =>
        timerError(value) ??
        (remindsBeforeExpiry({
          remindUnpaidAfterHours: numberOrNull(value),
          expireUnpaidAfterHours: numberOrNull(values.expireUnpaidAfterHours),
        })
          ? null
          : REMIND_BEFORE_EXPIRY_MESSAGE),
      expireUnpaidAfterHours: timerError,
      depositKeptWithinHours: timerError,
      proofRetentionDays: retentionError('proofRetentionDays'),
      messagePhotoRetentionDays: retentionError('messagePhotoRetentionDays'),
      textRetentionDays: retentionError('textRetentionDays'),
    },
  });

  const submit = form.onSubmit(
    async (values) => {
      const input: PlatformSettingsInput = {
        ...fromEntries(TEXT_FIELDS.map((name) => [name, values[name].trim() || null])),
        adminEmails: values.adminEmails.map((email) => email.trim()),
        remindUnpaidAfterHours: numberOrNull(values.remindUnpaidAfterHours),
        expireUnpaidAfterHours: numberOrNull(values.expireUnpaidAfterHours),
        depositKeptWithinHours: numberOrNull(values.depositKeptWithinHours),
        checkMobileMoneyPayments: values.checkMobileMoneyPayments,
        proofRetentionDays: numberOrNull(values.proofRetentionDays),
        messagePhotoRetentionDays: numberOrNull(values.messagePhotoRetentionDays),
        textRetentionDays: numberOrNull(values.textRetentionDays),
      };
      try {
        await onSubmit(input);
        form.resetDirty();
      } catch (failure) {
        const errors = formErrors(failure);
        form.setErrors(errors);
        showFirstError(errors);
      }
    },
    (errors) => showFirstError(errors),
  );

  const field = (name: TextField, label: string, placeholder?: string) => (
    <TextInput label={label} placeholder={placeholder} autoComplete="off" {...form.getInputProps(name)} />
  );
  const hours = (name: TimerField, label: string, description: string) => (
    <NumberInput
      label={label}
      description={description}
      suffix=" hours"
      min={1}
      max={MAX_TIMER_HOURS}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      inputMode="numeric"
      {...form.getInputProps(name)}
    />
  );
  const policy = (name: TextField, label: string, description: string) => (
    <Textarea
      label={label}
      description={description}
      autosize
      minRows={3}
      maxRows={8}
      maxLength={MAX_POLICY_LENGTH}
      {...form.getInputProps(name)}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Platform settings">
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <SettingsSection
            icon={<IconDeviceMobile size={20} />}
            title="Airtel Money"
            description="The number customers send Airtel Money to, and the name they will see."
          >
            <Stack gap="sm">
              {field('airtelMoneyNumber', 'Airtel Money number', '097 000 0000')}
              {field('airtelMoneyName', 'Airtel Money account name')}
            </Stack>
          </SettingsSection>
          <SettingsSection
            icon={<IconDeviceMobile size={20} />}
            title="MoMo"
            description="The MTN MoMo number and the name registered on it."
          >
            <Stack gap="sm">
              {field('momoNumber', 'MoMo number', '096 000 0000')}
              {field('momoName', 'MoMo account name')}
            </Stack>
          </SettingsSection>
        </SimpleGrid>
        <SettingsSection
          icon={<IconBuildingBank size={20} />}
          title="Bank transfer"
          description="The account customers pay into by bank transfer."
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {field('bankName', 'Bank name')}
            {field('bankBranch', 'Branch')}
            {field('bankAccountName', 'Account name')}
            {field('bankAccountNumber', 'Account number')}
          </SimpleGrid>
        </SettingsSection>
        <SettingsSection
          icon={<IconReceipt size={20} />}
          title="Receipts"
          description="Who issues receipts: printed at the top of every payment and refund receipt, with the phone number to call below."
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {field('businessName', 'Business name', 'AYS Services Limited')}
            {field('businessTaxNumber', 'TPIN or registration number')}
            {field('businessAddress', 'Address')}
            {field('businessEmail', 'Email')}
          </SimpleGrid>
        </SettingsSection>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <SettingsSection
            icon={<IconHeadset size={20} />}
            title="Contact"
            description="Customers get Call and WhatsApp buttons with these numbers wherever a booking says to contact us. Type a number any usual way; it is kept in international form."
          >
            <Stack gap="sm">
              {field('contactPhone', 'Phone number to call', '0211 000 000')}
              {field('whatsappNumber', 'WhatsApp number', '0977 000 000')}
            </Stack>
          </SettingsSection>
          <SettingsSection
            icon={<IconReceiptRefund size={20} />}
            title="Cancellation policy"
            description="What happens to money already paid, shown in the customer's cancel dialog beside what they have paid. Left empty, the dialog asks them to contact you."
          >
            <Stack gap="sm">
              {policy(
                'requestCancellationPolicy',
                'Cancelling a request',
                'A request not confirmed yet, for which the customer may have sent a proof of payment.',
              )}
              {policy('bookingCancellationPolicy', 'Cancelling a confirmed booking', 'What happens to the deposit of a confirmed booking.')}
              {hours(
                'depositKeptWithinHours',
                'Deposit kept within (hours)',
                'A customer who cancels fewer hours than this before the appointment loses the deposit; the rest of what they paid is refunded. Empty: everything is refunded.',
              )}
            </Stack>
          </SettingsSection>
        </SimpleGrid>
        <SettingsSection
          icon={<IconClockHour4 size={20} />}
          title="Unpaid requests"
          description="What happens to a request while no proof of payment has been sent. Leave a field empty to turn it off."
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {hours('remindUnpaidAfterHours', 'Remind after (hours)', 'The customer is emailed once to pay and upload their proof.')}
            {hours('expireUnpaidAfterHours', 'Expire after (hours)', 'The request is cancelled and the customer is told.')}
          </SimpleGrid>
        </SettingsSection>
        <SettingsSection
          icon={<IconDeviceMobile size={20} />}
          title="Mobile money payments"
          description="Payments customers make from their phone with MTN MoMo or Airtel Money, confirmed by the network itself."
        >
          {/* The description beside the switch rather than in it: Mantine puts a switch's description inside its
              <label>, which made the switch's accessible name the whole paragraph. */}
          <Stack gap={4}>
            <Switch
              label="Check mobile money payments before confirming"
              aria-describedby={checkDescription}
              {...form.getInputProps('checkMobileMoneyPayments', { type: 'checkbox' })}
            />
            <Text id={checkDescription} fz="sm" c="dimmed">
              On: a payment the network confirmed waits for an admin, like a proof of payment. Off: it confirms the booking at once.
            </Text>
          </Stack>
        </SettingsSection>
        <RetentionSection form={form} />
        <SettingsSection
          icon={<IconMail size={20} />}
          title="Booking emails"
          description="Who is emailed about new bookings and payment proofs. Leave empty to email every admin account."
        >
          <TagsInput
            label="Email addresses"
            placeholder="Type an address and press Enter"
            splitChars={[',', ' ', ';']}
            clearable
            {...form.getInputProps('adminEmails')}
          />
        </SettingsSection>
        <Group justify="space-between" gap="sm">
          <Text fz="xs" c="dimmed">
            Last saved {formatMoment(settings.updatedAt)}
          </Text>
          <Button type="submit" loading={form.submitting}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
