import { Alert, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ContactLinks } from '../../../components/ContactLinks';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { CopyValueButton } from '../shared/CopyValue';

export const PaymentInstructions_settings = graphql(`
  fragment PaymentInstructions_settings on PlatformSettings {
    airtelMoneyNumber
    airtelMoneyName
    momoNumber
    momoName
    bankName
    bankBranch
    bankAccountName
    bankAccountNumber
    ...ContactLinks_settings
  }
`);

interface DetailProps {
  label: string;
  value: string | null | undefined;
  /** Numbers the customer types into a payment app get a copy button named for them. */
  copyAs?: string;
}

function Detail({ label, value, copyAs }: DetailProps) {
  if (!value) return null;
  return (
    <Group gap={2} wrap="nowrap" justify="space-between" mih={28}>
      <Text fz="sm">
        <Text span inherit c="dimmed">
          {label}:
        </Text>{' '}
        {/* The value a little larger than its label: it is read off the screen and typed into a payment app. */}
        <Text span fz="md" fw={700}>
          {value}
        </Text>
      </Text>
      {copyAs && <CopyValueButton value={value} label={copyAs} />}
    </Group>
  );
}

function Method({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={2}>
        <Text fw={700} fz="sm">
          {title}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

interface PaymentInstructionsProps {
  settings: FragmentType<typeof PaymentInstructions_settings>;
  /** The booking's own payment reference, named in the message to the team when nothing is published. */
  reference: string;
}

/** Where to send the money (Airtel Money, MoMo, bank), with copy buttons for the numbers. */
export function PaymentInstructions({ settings: ref, reference }: PaymentInstructionsProps) {
  const settings = getFragmentData(PaymentInstructions_settings, ref);
  const airtel = settings.airtelMoneyNumber || settings.airtelMoneyName;
  const momo = settings.momoNumber || settings.momoName;
  const bank = settings.bankName || settings.bankAccountNumber || settings.bankAccountName || settings.bankBranch;

  return (
    <Stack gap="sm" aria-label="Payment instructions" component="section">
      {airtel || momo || bank ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {airtel && (
            <Method title="Airtel Money">
              <Detail label="Number" value={settings.airtelMoneyNumber} copyAs="Airtel Money number" />
              <Detail label="Name" value={settings.airtelMoneyName} />
            </Method>
          )}
          {momo && (
            <Method title="MoMo">
              <Detail label="Number" value={settings.momoNumber} copyAs="MoMo number" />
              <Detail label="Name" value={settings.momoName} />
            </Method>
          )}
          {bank && (
            <Method title="Bank Transfer">
              <Detail label="Bank" value={settings.bankName} />
              <Detail label="Branch" value={settings.bankBranch} />
              <Detail label="Account name" value={settings.bankAccountName} />
              <Detail label="Account number" value={settings.bankAccountNumber} copyAs="bank account number" />
            </Method>
          )}
        </SimpleGrid>
      ) : (
        <Alert variant="light" color="copper">
          <Stack gap="xs">
            <Text fz="sm">Payment details have not been published yet. Please contact us before you pay.</Text>
            <ContactLinks settings={settings} message={`Hello, how do I pay for my booking ${reference}?`} />
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
