import { Button, Card, Group, SimpleGrid, Stack, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuildingBank, IconDeviceMobile, IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { PlatformSettingsInput } from '../../../gql/graphql';
import { fieldErrors } from '../../../lib/errors';
import { showFirstError } from '../shared/form';
import { formatMoment } from '../../../lib/dates';

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
    adminEmails
    updatedAt
  }
`);

type TextField = Exclude<keyof PlatformSettingsInput, 'adminEmails'>;
type Values = Record<TextField, string> & { adminEmails: string[] };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Server field keys ("adminEmails.1") as the form's own ("adminEmails"). */
function formErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(fieldErrors(error))) {
    errors[key.split('.')[0]] ??= message;
  }
  return errors;
}

function SettingsSection({ icon, title, description, children }: { icon: ReactNode; title: string; description: string; children: ReactNode }) {
  return (
    <Card padding="lg" component="section" aria-label={title}>
      <Group gap="xs" mb={4} wrap="nowrap">
        {icon}
        <Title order={2} fz="lg">
          {title}
        </Title>
      </Group>
      <Text c="dimmed" fz="sm" mb="md">
        {description}
      </Text>
      {children}
    </Card>
  );
}

interface SettingsFormProps {
  settings: FragmentType<typeof SettingsForm_settings>;
  onSubmit: (input: PlatformSettingsInput) => Promise<void>;
}

/** Payment instructions customers see (Airtel Money, MoMo, bank) and who receives booking emails. */
export function SettingsForm({ settings: ref, onSubmit }: SettingsFormProps) {
  const settings = getFragmentData(SettingsForm_settings, ref);
  const form = useForm<Values>({
    initialValues: {
      airtelMoneyNumber: settings.airtelMoneyNumber ?? '',
      airtelMoneyName: settings.airtelMoneyName ?? '',
      momoNumber: settings.momoNumber ?? '',
      momoName: settings.momoName ?? '',
      bankName: settings.bankName ?? '',
      bankBranch: settings.bankBranch ?? '',
      bankAccountName: settings.bankAccountName ?? '',
      bankAccountNumber: settings.bankAccountNumber ?? '',
      adminEmails: settings.adminEmails,
    },
    validate: {
      adminEmails: (emails) => {
        const wrong = emails.find((email) => !EMAIL.test(email.trim()));
        return wrong ? `${wrong} is not a valid email address.` : null;
      },
    },
  });

  const submit = form.onSubmit(
    async (values) => {
      const text = (value: string) => value.trim() || null;
      const input: PlatformSettingsInput = {
        airtelMoneyNumber: text(values.airtelMoneyNumber),
        airtelMoneyName: text(values.airtelMoneyName),
        momoNumber: text(values.momoNumber),
        momoName: text(values.momoName),
        bankName: text(values.bankName),
        bankBranch: text(values.bankBranch),
        bankAccountName: text(values.bankAccountName),
        bankAccountNumber: text(values.bankAccountNumber),
        adminEmails: values.adminEmails.map((email) => email.trim()),
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
          <SettingsSection icon={<IconDeviceMobile size={20} />} title="MoMo" description="The MTN MoMo number and the name registered on it.">
            <Stack gap="sm">
              {field('momoNumber', 'MoMo number', '096 000 0000')}
              {field('momoName', 'MoMo account name')}
            </Stack>
          </SettingsSection>
        </SimpleGrid>
        <SettingsSection icon={<IconBuildingBank size={20} />} title="Bank transfer" description="The account customers pay into by bank transfer.">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {field('bankName', 'Bank name')}
            {field('bankBranch', 'Branch')}
            {field('bankAccountName', 'Account name')}
            {field('bankAccountNumber', 'Account number')}
          </SimpleGrid>
        </SettingsSection>
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
