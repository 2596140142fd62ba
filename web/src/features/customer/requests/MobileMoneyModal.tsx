import { Alert, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  MOBILE_NUMBER_MAX_LENGTH,
  MTN_SANDBOX_NUMBERS,
  NETWORK_NAME,
  networkOfNumber,
  normaliseZambianMobile,
  wrongNumberMessage,
} from '@server/lib/mobile-numbers';
import { graphql } from '../../../gql';
import type { PaymentNetwork, PaymentType } from '../../../gql/graphql';
import { usePayByMobileMoneyMutation } from '../../../gql/hooks';
import { formatKwacha } from '../../../lib/money';
import { ActionModal } from '../shared/ActionModal';
import { showServerErrors } from '../shared/feedback';
import { MobileMoneyProgress } from './MobileMoneyProgress';
import type { ProofBooking } from './PaymentProofModal';

graphql(`
  mutation PayByMobileMoney($bookingId: ID!, $input: PayByMobileMoneyInput!) {
    payByMobileMoney(bookingId: $bookingId, input: $input) {
      id
      ...MobileMoneyProgress_payment
    }
  }
`);

interface MobileMoneyModalProps {
  booking: ProofBooking;
  network: PaymentNetwork;
  /** The customer's own number, offered when it is one of this network. */
  defaultPhone?: string | null;
  opened: boolean;
  onClose: () => void;
  onUploadProof: () => void;
}

/**
 * "Pay with MTN MoMo / Airtel Money": the amount and the number to prompt, then the payment as the network
 * answers it, live: the PIN prompt, the payment received, or why it failed with a way to try again.
 */
export function MobileMoneyModal({ booking, network, defaultPhone, opened, onClose, onUploadProof }: MobileMoneyModalProps) {
  const [pay, { loading }] = usePayByMobileMoneyMutation();
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const deposit = Number(booking.depositAmount) > 0;
  const ownNumber = defaultPhone && networkOfNumber(defaultPhone) === network ? defaultPhone : '';
  const form = useForm<{ paymentType: PaymentType; phoneNumber: string }>({
    initialValues: { paymentType: deposit ? 'DEPOSIT' : 'FULL_PAYMENT', phoneNumber: ownNumber },
    validate: {
      phoneNumber: (value) => {
        const number = normaliseZambianMobile(value);
        // MTN's sandbox numbers are the server's to accept or refuse: only a deployment on the sandbox takes them.
        const sandbox = network === 'MTN' && value.replace(/[\s-]/g, '') in MTN_SANDBOX_NUMBERS;
        return sandbox || (number && networkOfNumber(number) === network) ? null : wrongNumberMessage(network);
      },
    },
  });
  const name = NETWORK_NAME[network];

  const close = () => {
    if (loading) return;
    setPaymentId(null);
    setFailure(null);
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const { data } = await pay({
        variables: { bookingId: booking.id, input: { network, paymentType: values.paymentType, phoneNumber: values.phoneNumber } },
      });
      if (data) setPaymentId(data.payByMobileMoney.id);
    } catch (error) {
      setFailure(showServerErrors(form, error));
    }
  });

  return (
    <ActionModal opened={opened} onClose={close} title={`Pay with ${name}`}>
      {paymentId ? (
        <MobileMoneyProgress
          paymentId={paymentId}
          bookingId={booking.id}
          onTryAgain={() => setPaymentId(null)}
          onUploadProof={() => {
            close();
            onUploadProof();
          }}
          onClose={close}
        />
      ) : (
        <form onSubmit={submit} noValidate aria-label={`Pay with ${name}`}>
          <Stack gap="md">
            {deposit ? (
              <Radio.Group label="Pay" {...form.getInputProps('paymentType')}>
                <Stack gap="xs" mt="xs">
                  <Radio value="DEPOSIT" label={`The deposit, ${formatKwacha(booking.depositAmount)}`} />
                  <Radio value="FULL_PAYMENT" label={`The full amount, ${formatKwacha(booking.fullPaymentAmount)}`} />
                </Stack>
              </Radio.Group>
            ) : (
              <Text>Amount: {formatKwacha(booking.fullPaymentAmount)}</Text>
            )}
            <TextInput
              label={`${name} number`}
              description="The phone that gets the payment request; you approve it there with your PIN."
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={MOBILE_NUMBER_MAX_LENGTH}
              required
              {...form.getInputProps('phoneNumber')}
            />
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={loading}>
                Back
              </Button>
              <Button type="submit" loading={loading}>
                Send payment request
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </ActionModal>
  );
}
