import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconDeviceMobile, IconReceipt } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { ContactLinks } from '../../../components/ContactLinks';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatKwacha } from '../../../lib/money';
import type { PaymentNetwork } from '../../../gql/graphql';
import { NETWORK_NAME } from '@server/lib/mobile-numbers';
import { PaymentReference } from '../shared/CopyValue';
import { PaymentInstructions } from './PaymentInstructions';

export const NextStepPanel_booking = graphql(`
  fragment NextStepPanel_booking on Booking {
    id
    reference
    status
    allowedActions
    depositAmount
    fullPaymentAmount
    mobileMoneyPayments {
      id
      status
    }
  }
`);

export const NextStepPanel_settings = graphql(`
  fragment NextStepPanel_settings on PlatformSettings {
    ...PaymentInstructions_settings
    ...ContactLinks_settings
  }
`);

interface NextStepPanelProps {
  booking: FragmentType<typeof NextStepPanel_booking>;
  settings: FragmentType<typeof NextStepPanel_settings>;
  onUploadProof: () => void;
  /** The mobile money networks customers can pay with here (none: proof of payment only). */
  networks: readonly PaymentNetwork[];
  onPay: (network: PaymentNetwork) => void;
}

/**
 * What the customer does next with a request: pay (the instructions open until proof is sent), then wait
 * while the team checks the proof, with a way to reach them. The buttons are the booking's `allowedActions`
 * (paying by mobile money is offered before a proof only, so nobody pays twice by accident); nothing once
 * it allows no payment.
 */
export function NextStepPanel({ booking: bookingRef, settings: settingsRef, onUploadProof, networks, onPay }: NextStepPanelProps) {
  const booking = getFragmentData(NextStepPanel_booking, bookingRef);
  const settings = getFragmentData(NextStepPanel_settings, settingsRef);
  const unpaid = booking.status === 'UNCONFIRMED';
  const canProve = booking.allowedActions.includes('SUBMIT_PAYMENT_PROOF');
  const payable = booking.allowedActions.includes('PAY_BY_MOBILE_MONEY') ? networks : [];
  // Open while unpaid, closed once proof is sent; a toggle holds only for the state it was made in.
  const [toggled, setToggled] = useState<{ status: string; open: boolean } | null>(null);
  const open = toggled?.status === booking.status ? toggled.open : unpaid;
  const headingId = useId();
  const instructionsId = useId();
  if (!canProve && payable.length === 0) return null;

  const deposit = Number(booking.depositAmount) > 0;
  const waiting = booking.mobileMoneyPayments.some((payment) => payment.status === 'REQUESTING' || payment.status === 'PENDING');
  const toggle = (
    <Button
      size="compact-sm"
      variant="subtle"
      rightSection={open ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
      onClick={() => setToggled({ status: booking.status, open: !open })}
      aria-expanded={open}
      aria-controls={instructionsId}
    >
      Payment Instructions
    </Button>
  );
  const instructions = open && (
    <div id={instructionsId}>
      <PaymentInstructions settings={settings} reference={booking.reference} />
    </div>
  );
  const amount = formatKwacha(deposit ? booking.depositAmount : booking.fullPaymentAmount);
  const what = deposit ? `the ${amount} deposit (or the full ${formatKwacha(booking.fullPaymentAmount)})` : amount;

  return unpaid ? (
    <Paper withBorder p="md" radius="md" bg="brand.0" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="md" id={headingId}>
            Next step: pay {amount}
          </Title>
          {toggle}
        </Group>
        {payable.length > 0 && (
          <Text fz="sm">
            Pay from your phone with {payable.map((network) => NETWORK_NAME[network]).join(' or ')}: you approve the payment with your PIN
            and your booking is confirmed at once.
          </Text>
        )}
        {waiting && (
          <Text fz="sm" fw={600} role="status">
            A payment request is waiting on your phone: enter your PIN there.
          </Text>
        )}
        <Text fz="sm">
          {payable.length > 0 ? 'Or send' : 'Send'} {what} by Airtel Money, MoMo or bank transfer and quote your payment reference. Then
          upload a screenshot or photo of the payment confirmation.
        </Text>
        <PaymentReference reference={booking.reference} />
        {instructions}
        <Group gap="sm">
          {payable.map((network) => (
            <Button
              key={network}
              leftSection={<IconDeviceMobile size={18} />}
              onClick={() => onPay(network)}
              w={{ base: '100%', xs: 'auto' }}
            >
              Pay {amount} with {NETWORK_NAME[network]}
            </Button>
          ))}
          {canProve && (
            <Button
              variant={payable.length > 0 ? 'default' : 'filled'}
              leftSection={<IconReceipt size={18} />}
              onClick={onUploadProof}
              w={{ base: '100%', xs: 'auto' }}
            >
              I&apos;ve paid – upload proof
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  ) : (
    <Paper withBorder p="md" radius="md" bg="copper.0" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} fz="md" id={headingId}>
          Proof sent – we&apos;re checking
        </Title>
        <Text fz="sm">The team is checking your payment. Once it is confirmed, this booking moves to Bookings.</Text>
        <PaymentReference reference={booking.reference} />
        <ContactLinks
          settings={settings}
          lead="For a fast response, call or message us:"
          message={`Hello, I sent proof of payment for my booking ${booking.reference}.`}
        />
        <Group gap="xs">
          {canProve && (
            <Button size="sm" variant="default" leftSection={<IconReceipt size={16} />} onClick={onUploadProof}>
              Upload another proof
            </Button>
          )}
          {toggle}
        </Group>
        {instructions}
      </Stack>
    </Paper>
  );
}
