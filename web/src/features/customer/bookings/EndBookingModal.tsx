import { Alert, Button, Group, Input, NumberInput, Radio, Rating, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useUploadMutation } from '../../../apollo/upload';
import { graphql } from '../../../gql';
import { EndBookingDocument, type PaymentMethod } from '../../../gql/graphql';
import { fieldRule } from '../../../lib/form-rules';
import { formatKwacha, ngweeOf } from '../../../lib/money';
import { ActionModal } from '../shared/ActionModal';
import { submitForm } from '../../../lib/submit-form';
import { FileDropField, IMAGE_TYPES } from '../shared/FileDropField';
import { AVAILABLE_PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from '../shared/labels';
import { parseHundredths } from '@server/lib/money';
import { amountPaidWithin, MAX_REVIEW_LENGTH, rating } from '@server/modules/bookings/booking-form-rules';

graphql(`
  mutation EndBooking($bookingId: ID!, $input: EndBookingInput!) {
    endBooking(bookingId: $bookingId, input: $input) {
      id
      allowedActions
      ...BookingCard_booking
    }
  }
`);

export interface EndBookingValues {
  rating: number;
  review: string;
  image: File | null;
  paymentMethod: PaymentMethod | '';
  amountPaid: number | string;
}

export interface EndableBooking {
  id: string;
  fullPaymentAmount: string;
}

interface EndBookingModalProps {
  booking: EndableBooking;
  opened: boolean;
  onClose: () => void;
  onDone?: () => void;
}

/** A kwacha amount typed by the customer, as the API's decimal string ("1250.00"). */
function moneyInput(value: number | string): string {
  return Number(value).toFixed(2);
}

/** End Booking: a review (rating 1-5 required, text and photo optional), how the customer paid and how much. */
export function EndBookingModal({ booking, opened, onClose, onDone }: EndBookingModalProps) {
  const [upload, { uploading, progress }] = useUploadMutation(EndBookingDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const fullAmount = Number(booking.fullPaymentAmount);
  const paidRule = fieldRule(amountPaidWithin(ngweeOf(booking.fullPaymentAmount)));
  const form = useForm<EndBookingValues>({
    initialValues: { rating: 0, review: '', image: null, paymentMethod: '', amountPaid: fullAmount },
    validate: {
      rating: fieldRule(rating),
      paymentMethod: (value) => (value ? null : 'Choose how you paid.'),
      amountPaid: (value) => {
        // The server's rule takes ngwee, read as its Money scalar reads what is sent; what that scalar would
        // refuse never reaches the rule, so the form names it.
        const paid = value === '' ? null : parseHundredths(moneyInput(value));
        return paid === null ? 'Enter the amount you paid.' : paidRule(paid);
      },
    },
  });

  const close = () => {
    if (uploading) return;
    form.reset();
    setFailure(null);
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    const { paymentMethod } = values;
    if (!paymentMethod) return;
    setFailure(null);
    const texts = {
      area: 'customer',
      success: 'Booking completed with review!',
      failure: 'Error completing booking. Please try again.',
    } as const;
    const sent = await submitForm(form, texts, () =>
      upload({
        bookingId: booking.id,
        input: {
          rating: values.rating,
          review: values.review.trim() || undefined,
          image: values.image ?? undefined,
          paymentMethod,
          amountPaid: moneyInput(values.amountPaid),
        },
      }),
    );
    if (!sent.ok) return setFailure(sent.besideFields ? null : sent.message);
    form.reset();
    onClose();
    onDone?.();
  });

  return (
    <ActionModal opened={opened} onClose={close} title="End Booking" size="lg">
      <form onSubmit={submit} noValidate aria-label="End booking">
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            Was the service delivered? Tell us how it went and what you paid; this completes the booking.
          </Text>
          <Input.Wrapper label="Rating" error={form.errors.rating}>
            <Rating
              mt={4}
              size="xl"
              value={form.values.rating}
              onChange={(value) => form.setFieldValue('rating', value)}
              getSymbolLabel={(value) => (value === 0 ? 'No rating' : value === 1 ? '1 star' : `${value} stars`)}
            />
          </Input.Wrapper>
          <Textarea label="Review" description="Optional" rows={3} maxLength={MAX_REVIEW_LENGTH} {...form.getInputProps('review')} />
          <FileDropField
            label="Photo"
            description="Optional: a picture of the finished work"
            kinds="an image"
            accept={IMAGE_TYPES}
            value={form.values.image}
            onChange={(file) => form.setFieldValue('image', file)}
            error={typeof form.errors.image === 'string' ? form.errors.image : null}
            onError={(message) => (message ? form.setFieldError('image', message) : form.clearFieldError('image'))}
            progress={form.values.image ? progress : null}
            disabled={uploading}
          />
          <Radio.Group label="Payment method" {...form.getInputProps('paymentMethod')}>
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" mt="xs">
              {AVAILABLE_PAYMENT_METHODS.map((method) => (
                <Radio key={method} value={method} label={PAYMENT_METHOD_LABELS[method]} />
              ))}
            </SimpleGrid>
          </Radio.Group>
          <NumberInput
            label="Amount paid"
            description={`In all, including the deposit. Full amount: ${formatKwacha(booking.fullPaymentAmount)}`}
            prefix="K"
            thousandSeparator=","
            decimalScale={2}
            min={0}
            max={fullAmount}
            clampBehavior="none"
            allowNegative={false}
            hideControls
            inputMode="decimal"
            {...form.getInputProps('amountPaid')}
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
              End Booking
            </Button>
          </Group>
        </Stack>
      </form>
    </ActionModal>
  );
}
