import { Alert, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { PaymentReference } from '../shared/BookingCard';

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
  }
`);

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <Text fz="sm">
      <Text span c="dimmed">
        {label}:
      </Text>{' '}
      <Text span fw={600}>
        {value}
      </Text>
    </Text>
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
  /** The booking's own payment reference, to quote with the payment. */
  reference: string;
}

/** Where to send the money (Airtel Money, MoMo, bank) and the reference to quote. */
export function PaymentInstructions({ settings: ref, reference }: PaymentInstructionsProps) {
  const settings = getFragmentData(PaymentInstructions_settings, ref);
  const airtel = settings.airtelMoneyNumber || settings.airtelMoneyName;
  const momo = settings.momoNumber || settings.momoName;
  const bank = settings.bankName || settings.bankAccountNumber || settings.bankAccountName || settings.bankBranch;

  return (
    <Stack gap="sm" aria-label="Payment instructions" component="section">
      <Text fz="sm">
        Send the deposit (or the full amount) to one of the accounts below and quote your payment reference, then
        press Confirm and upload the proof of payment.
      </Text>
      <PaymentReference reference={reference} />
      {airtel || momo || bank ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {airtel && (
            <Method title="Airtel Money">
              <Detail label="Number" value={settings.airtelMoneyNumber} />
              <Detail label="Name" value={settings.airtelMoneyName} />
            </Method>
          )}
          {momo && (
            <Method title="MoMo">
              <Detail label="Number" value={settings.momoNumber} />
              <Detail label="Name" value={settings.momoName} />
            </Method>
          )}
          {bank && (
            <Method title="Bank Transfer">
              <Detail label="Bank" value={settings.bankName} />
              <Detail label="Branch" value={settings.bankBranch} />
              <Detail label="Account name" value={settings.bankAccountName} />
              <Detail label="Account number" value={settings.bankAccountNumber} />
            </Method>
          )}
        </SimpleGrid>
      ) : (
        <Alert variant="light" color="copper">
          Payment details have not been published yet. Please contact us before you pay.
        </Alert>
      )}
    </Stack>
  );
}
