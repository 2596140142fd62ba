import { Alert, Button, Group, Input, Radio, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useUploadMutation } from '../../../apollo/upload';
import { graphql } from '../../../gql';
import { SubmitPaymentProofDocument, SubmitSeriesPaymentProofDocument, type PaymentMethod, type PaymentType } from '../../../gql/graphql';
import { formatKwacha } from '../../../lib/money';
import { ActionModal } from '../shared/ActionModal';
import { PaymentReference } from '../shared/CopyValue';
import { submitForm } from '../../../lib/submit-form';
import { FileDropField, PROOF_TYPES } from '../shared/FileDropField';
import { PAYMENT_METHOD_LABELS, PAYMENT_TYPE_LABELS } from '../shared/labels';
import { fieldRule } from '../../../lib/form-rules';
import { PaymentMethod as MethodRule } from '@server/modules/bookings/booking-enum-rules';
import {
  availableMethod,
  MAX_SENDER_NAME_LENGTH,
  MAX_TRANSACTION_NUMBER_LENGTH,
  senderName,
  transactionNumber,
} from '@server/modules/bookings/booking-form-rules';

graphql(`
  mutation SubmitPaymentProof($bookingId: ID!, $input: PaymentProofInput!) {
    submitPaymentProof(bookingId: $bookingId, input: $input) {
      id
      ...RequestCard_booking
    }
  }
`);

graphql(`
  mutation SubmitSeriesPaymentProof($seriesId: ID!, $input: PaymentProofInput!) {
    submitSeriesPaymentProof(seriesId: $seriesId, input: $input) {
      id
      upfront {
        visits
      }
    }
  }
`);

const PAYMENT_TYPES: PaymentType[] = ['DEPOSIT', 'FULL_PAYMENT', 'BALANCE'];
/** A balance is owed after each visit, so a series paid at once pays deposits or full prices. */
const SERIES_PAYMENT_TYPES: PaymentType[] = ['DEPOSIT', 'FULL_PAYMENT'];
const METHODS: PaymentMethod[] = ['AIRTEL_MONEY', 'MOMO', 'BANK_TRANSFER', 'GENOPAY'];
// The server's rule reads its own values of a method; the API's enum names are their keys.
const methodRule = fieldRule(availableMethod);

export interface PaymentProofValues {
  paymentType: PaymentType;
  senderName: string;
  transactionNumber: string;
  paymentMethod: PaymentMethod | '';
  proof: File | null;
}

export interface ProofBooking {
  id: string;
  reference: string;
  depositAmount: string;
  fullPaymentAmount: string;
}

/** A series paid at once: the visits it covers and their amounts added up by the server. */
export interface ProofSeries {
  id: string;
  visits: number;
  deposits: string;
  fullPrices: string;
}

interface PaymentProofModalProps {
  booking: ProofBooking;
  /** Pay every visit of this series still waiting, with one proof (the booking is its first visit). */
  series?: ProofSeries;
  /** The customer's own name, offered as the sender. */
  defaultSenderName?: string;
  opened: boolean;
  onClose: () => void;
  onDone?: () => void;
}

/**
 * "I've paid – upload proof": the proof of payment form (type, sender, transaction number, method, image or
 * PDF), for one booking or for every visit of a series still waiting.
 */
export function PaymentProofModal({ booking, series, defaultSenderName = '', opened, onClose, onDone }: PaymentProofModalProps) {
  const [uploadOne, one] = useUploadMutation(SubmitPaymentProofDocument);
  const [uploadSeries, all] = useUploadMutation(SubmitSeriesPaymentProofDocument);
  const uploading = one.uploading || all.uploading;
  const progress = one.progress ?? all.progress;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PaymentProofValues>({
    initialValues: { paymentType: 'DEPOSIT', senderName: defaultSenderName, transactionNumber: '', paymentMethod: '', proof: null },
    validate: {
      senderName: fieldRule(senderName),
      transactionNumber: fieldRule(transactionNumber),
      paymentMethod: (value) => (value ? methodRule(MethodRule[value]) : 'Choose how you paid.'),
      proof: (value) => (value ? null : 'Attach the proof of payment.'),
    },
  });

  const close = () => {
    if (uploading) return;
    form.reset();
    setFailure(null);
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    const { proof, paymentMethod } = values;
    if (!proof || !paymentMethod) return;
    setFailure(null);
    const texts = {
      area: 'customer',
      success: 'Proof of payment submitted successfully!',
      failure: 'Error submitting proof of payment. Please try again.',
    } as const;
    const input = {
      paymentType: values.paymentType,
      senderName: values.senderName.trim(),
      transactionNumber: values.transactionNumber.trim(),
      paymentMethod,
      proof,
    };
    const sent = await submitForm(form, texts, async () => {
      await (series ? uploadSeries({ seriesId: series.id, input }) : uploadOne({ bookingId: booking.id, input }));
    });
    if (!sent.ok) return setFailure(sent.besideFields ? null : sent.message);
    form.reset();
    onClose();
    onDone?.();
  });

  const amountFor: Record<PaymentType, string | null> = series
    ? {
        DEPOSIT: `Deposits of all ${series.visits} visits: ${formatKwacha(series.deposits)}`,
        FULL_PAYMENT: `Full payments of all ${series.visits} visits: ${formatKwacha(series.fullPrices)}`,
        BALANCE: null,
      }
    : {
        DEPOSIT: `Deposit for this booking: ${formatKwacha(booking.depositAmount)}`,
        FULL_PAYMENT: `Full payment for this booking: ${formatKwacha(booking.fullPaymentAmount)}`,
        BALANCE: null,
      };

  return (
    <ActionModal opened={opened} onClose={close} title={series ? 'Pay all visits at once' : 'Upload proof of payment'} size="lg">
      <form onSubmit={submit} noValidate aria-label="Proof of payment">
        <Stack gap="md">
          <PaymentReference reference={booking.reference} />
          <Input.Wrapper label="Payment type" error={form.errors.paymentType}>
            <SegmentedControl
              fullWidth
              mt={4}
              data={(series ? SERIES_PAYMENT_TYPES : PAYMENT_TYPES).map((type) => ({ value: type, label: PAYMENT_TYPE_LABELS[type] }))}
              {...form.getInputProps('paymentType')}
            />
          </Input.Wrapper>
          {amountFor[form.values.paymentType] && (
            <Text fz="sm" c="dimmed" mt={-8}>
              {amountFor[form.values.paymentType]}
            </Text>
          )}
          <Radio.Group label="Payment method" {...form.getInputProps('paymentMethod')}>
            <SimpleGrid cols={2} spacing="sm" mt="xs">
              {METHODS.map((method) => (
                <Radio
                  key={method}
                  value={method}
                  disabled={method === 'GENOPAY'}
                  label={method === 'GENOPAY' ? `${PAYMENT_METHOD_LABELS[method]} (coming soon)` : PAYMENT_METHOD_LABELS[method]}
                />
              ))}
            </SimpleGrid>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Sender name"
              required
              autoComplete="name"
              maxLength={MAX_SENDER_NAME_LENGTH}
              description="Who the money was sent from"
              {...form.getInputProps('senderName')}
            />
            <TextInput
              label="Transaction number"
              required
              autoComplete="off"
              maxLength={MAX_TRANSACTION_NUMBER_LENGTH}
              description="From the payment confirmation message"
              {...form.getInputProps('transactionNumber')}
            />
          </SimpleGrid>
          <FileDropField
            label="Proof of payment"
            description="A screenshot or photo of the confirmation, or a PDF from your bank"
            kinds="an image or a PDF"
            accept={PROOF_TYPES}
            value={form.values.proof}
            onChange={(file) => form.setFieldValue('proof', file)}
            error={typeof form.errors.proof === 'string' ? form.errors.proof : null}
            onError={(message) => (message ? form.setFieldError('proof', message) : form.clearFieldError('proof'))}
            progress={progress}
            disabled={uploading}
          />
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={uploading}>
              Back
            </Button>
            <Button type="submit" loading={uploading}>
              Submit proof
            </Button>
          </Group>
        </Stack>
      </form>
    </ActionModal>
  );
}
