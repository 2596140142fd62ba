import { Alert, Button, Card, Checkbox, Grid, Loader, Skeleton, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck, IconTicket } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../../gql';
import {
  useBookAgainQuery,
  useBookingFreeTimesQuery,
  useBookingQuoteQuery,
  useCreateBookingMutation,
  useCreateBookingSeriesMutation,
  usePromoCodeCheckQuery,
} from '../../../gql/hooks';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { focusFirstError } from '../../../lib/form-focus';
import { formatKwacha } from '../../../lib/money';
import { useSubmissionKey } from '../../../lib/submission-key';
import { DAYS_SHOWN, FreeTimePicker } from '../shared/FreeTimePicker';
import { MAX_NOTE_LENGTH } from '@server/modules/bookings/booking-form-rules';
import { MAX_CODE_NAME_LENGTH } from '@server/modules/promotions/promo-code-rules';
import { forgetRefusedTime, pickerFormProps, pickerQueryProps, pickerRules } from '../shared/free-time-form';
import { showServerErrors, toastSuccess } from '../shared/feedback';
import { PriceBreakdown } from './PriceBreakdown';
import { SameProfessionalTimes } from './SameProfessionalTimes';
import classes from './BookingForm.module.css';
import { DEFAULT_VISITS, RepeatControls, SeriesCheck, useSeriesPlan, type RepeatChoice } from './RepeatVisits';
import { seriesVisitsProblem } from '@server/modules/bookings/series-rules';

graphql(`
  query BookingQuote($serviceId: ID!, $packageName: String!, $promoCode: String) {
    bookingQuote(serviceId: $serviceId, packageName: $packageName, promoCode: $promoCode) {
      depositAmount
      balanceAfterDeposit
      ...PriceBreakdown_quote
    }
  }
`);

graphql(`
  query PromoCodeCheck($serviceId: ID!, $codeName: String!) {
    validatePromoCode(serviceId: $serviceId, codeName: $codeName) {
      isValid
      discount
      message
    }
  }
`);

graphql(`
  query BookingFreeTimes($serviceId: ID!, $packageName: String!, $from: String, $days: Int!, $bookAgainId: ID) {
    freeTimes(serviceId: $serviceId, packageName: $packageName, from: $from, days: $days, bookAgainId: $bookAgainId) {
      ...FreeTimePicker_freeTimes
      ...SameProfessionalTimes_freeTimes
    }
  }
`);

graphql(`
  mutation CreateBooking($input: CreateBookingInput!) {
    createBooking(input: $input) {
      id
      reference
      status
    }
  }
`);

graphql(`
  mutation CreateBookingSeries($input: CreateBookingSeriesInput!) {
    createBookingSeries(input: $input) {
      id
      visitCount
    }
  }
`);

graphql(`
  query BookAgain($id: ID!) {
    booking(id: $id) {
      id
      customerNote
    }
  }
`);

/** How long the promo code waits after the last keystroke before it is checked. */
export const PROMO_DEBOUNCE_MS = 400;

export interface BookingFormValues {
  date: string;
  time: string;
  customerNote: string;
  promoCode: string;
  depositAgreementAccepted: boolean;
  repeat: RepeatChoice;
  visitCount: number | string;
}

/** The form's fields from top to bottom: the first one with an error gets the focus. */
const FIELDS: (keyof BookingFormValues)[] = ['date', 'time', 'customerNote', 'promoCode'];

interface BookingFormProps {
  serviceId: string;
  packageName: string;
  /** "Book again": the customer's earlier booking, whose note is filled in and whose professional is preferred. */
  bookAgainId?: string | null;
}

/** Live check of the promo code as the customer types: its discount, or why it cannot be used. */
function usePromoCheck(serviceId: string, typed: string) {
  const code = typed.trim();
  const [debounced] = useDebouncedValue(code, PROMO_DEBOUNCE_MS);
  const { data, loading, error } = usePromoCodeCheckQuery({
    variables: { serviceId, codeName: debounced },
    skip: !debounced,
  });
  const settled = code === debounced && !loading;
  const check = settled && code ? data?.validatePromoCode : undefined;
  return {
    code,
    /** The code the quote is asked for: the last one the customer stopped typing at. */
    debounced,
    checking: Boolean(code) && !settled,
    check,
    error: settled && code ? error : undefined,
  };
}

/** The booking form: a free day and time, note, promo code, the price breakdown and the deposit agreement. */
export function BookingForm({ serviceId, packageName, bookAgainId = null }: BookingFormProps) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [createBooking, { loading: bookingOne }] = useCreateBookingMutation();
  const [createSeries, { loading: bookingSeries }] = useCreateBookingSeriesMutation();
  const submitting = bookingOne || bookingSeries;
  const submissionKey = useSubmissionKey();
  const form = useForm<BookingFormValues>({
    initialValues: {
      date: '',
      time: '',
      customerNote: '',
      promoCode: '',
      depositAgreementAccepted: false,
      repeat: 'NONE',
      visitCount: DEFAULT_VISITS,
    },
    validate: pickerRules,
  });
  const earlierNote = useBookAgainQuery({ variables: { id: bookAgainId ?? '' }, skip: !bookAgainId }).data?.booking?.customerNote;
  const { setFieldValue } = form;
  useEffect(() => {
    if (earlierNote) setFieldValue('customerNote', earlierNote);
  }, [earlierNote, setFieldValue]);
  const repeat = form.values.repeat;
  const visitCount = Number(form.values.visitCount);
  const isSeries = repeat !== 'NONE';
  const countAllowed = seriesVisitsProblem(visitCount) === null;
  const seriesCheckable = repeat !== 'NONE' && countAllowed && Boolean(form.values.date && form.values.time);
  const series = useSeriesPlan(
    seriesCheckable ? { serviceId, packageName, firstDate: form.values.date, time: form.values.time, repeat, visits: visitCount } : null,
  );
  const plan = series.plan;
  const [from, setFrom] = useState<string | null>(null);
  // Book again lists the earlier booking's professional's times first; the customer may ask for everyone's.
  const [everyone, setEveryone] = useState(false);
  const sameProfessional = bookAgainId && !everyone ? { bookAgainId } : {};
  const freeTimes = useBookingFreeTimesQuery({ variables: { serviceId, packageName, from, days: DAYS_SHOWN, ...sameProfessional } });
  const showEveryone = (next: boolean) => {
    // A time free for everyone may not be the same professional's: the customer chooses again.
    form.setFieldValue('time', '');
    setEveryone(next);
  };

  const promo = usePromoCheck(serviceId, form.values.promoCode);
  const quoteQuery = useBookingQuoteQuery({
    variables: { serviceId, packageName, promoCode: promo.debounced || null },
  });
  const quote = quoteQuery.data?.bookingQuote ?? quoteQuery.previousData?.bookingQuote;
  const appliedCode = quote && promo.check?.isValid ? promo.code : null;

  const promoError = form.errors.promoCode
    ? form.errors.promoCode
    : promo.check && !promo.check.isValid
      ? (promo.check.message ?? 'This promo code cannot be used.')
      : promo.error
        ? `Could not check this code: ${errorMessage(promo.error)}`
        : null;
  const promoDescription = promo.checking ? (
    'Checking the code…'
  ) : promo.check?.isValid ? (
    <Text span fz="xs" c="brand.9" fw={600}>
      <IconCircleCheck size={14} style={{ verticalAlign: -2 }} /> {promo.code.toUpperCase()}: {promo.check.discount}% off
    </Text>
  ) : (
    'Optional'
  );

  const focusError = (errors: Record<string, unknown>) => focusFirstError(errors, FIELDS, (path) => form.getInputNode(path) ?? null);

  const submit = form.onSubmit(async (values) => {
    // Without the deposit agreement the booking is not sent (the server refuses it too).
    if (!values.depositAgreementAccepted || !values.date) return;
    if (isSeries && !plan?.ready) return;
    setFailure(null);
    const chosen = {
      serviceId,
      packageName,
      customerNote: values.customerNote.trim() || undefined,
      promoCode: values.promoCode.trim() || undefined,
      depositAgreementAccepted: true,
    };
    try {
      if (isSeries && plan) {
        const input = { ...chosen, repeat: values.repeat as Exclude<RepeatChoice, 'NONE'>, visits: plan.visits };
        await createSeries({ variables: { input: { ...input, idempotencyKey: submissionKey(input) } } });
        toastSuccess(`${plan.visits.length} visits requested! Next step: pay the first deposit and upload your proof.`);
      } else {
        const input = { ...chosen, date: values.date, time: values.time, ...(bookAgainId && { bookAgainId }) };
        await createBooking({ variables: { input: { ...input, idempotencyKey: submissionKey(input) } } });
        toastSuccess('Booking requested! Next step: pay the deposit and upload your proof.');
      }
      await navigate('/requests');
    } catch (error) {
      // What was free a moment ago may be taken now: the series is checked again.
      if (isSeries) void series.query.refetch().catch(() => undefined);
      forgetRefusedTime(form, error, () => freeTimes.refetch());
      setFailure(showServerErrors(form, error));
      focusError(fieldErrors(error));
    }
  }, focusError);

  const agreement = quote
    ? `I agree to pay the deposit of ${formatKwacha(quote.depositAmount)} to secure ${isSeries ? 'each visit' : 'this booking'}, and the balance of ${formatKwacha(quote.balanceAfterDeposit)} when ${isSeries ? 'it is' : 'the service is'} delivered.`
    : 'I agree to pay the deposit to secure this booking, and the balance when the service is delivered.';

  return (
    <form onSubmit={submit} noValidate aria-label="Booking form">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card padding="lg" h="100%">
            <Stack gap="md">
              <Title order={2} fz="lg">
                When should we come?
              </Title>
              {bookAgainId && <SameProfessionalTimes freeTimes={freeTimes.data?.freeTimes} everyone={everyone} onEveryone={showEveryone} />}
              <FreeTimePicker
                {...pickerQueryProps(freeTimes, freeTimes.data?.freeTimes)}
                from={from}
                onShowFrom={setFrom}
                {...pickerFormProps(form)}
              />
              {bookAgainId && (
                <Text fz="sm" c="dimmed">
                  Booking again: your note is filled in, and the visit goes to the same professional when they are free.
                </Text>
              )}
              <RepeatControls
                repeat={repeat}
                visits={form.values.visitCount}
                onRepeat={(next) => form.setFieldValue('repeat', next)}
                onVisits={(next) => form.setFieldValue('visitCount', next)}
              />
              {seriesCheckable && <SeriesCheck series={series} time={form.values.time} />}
              <Textarea
                label="Note"
                description="Optional: directions, what needs doing, anything the team should know"
                rows={3}
                maxLength={MAX_NOTE_LENGTH}
                {...form.getInputProps('customerNote')}
              />
              <TextInput
                label="Promo code"
                placeholder="e.g. BWALYA10"
                autoComplete="off"
                leftSection={<IconTicket size={18} />}
                rightSection={promo.checking ? <Loader size={16} /> : null}
                classNames={{ input: classes.promoInput }}
                maxLength={MAX_CODE_NAME_LENGTH}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                {...form.getInputProps('promoCode')}
                description={promoError ? undefined : promoDescription}
                error={promoError}
              />
            </Stack>
          </Card>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card padding="lg" h="100%" component="section" aria-label="Payment">
            <Stack gap="md">
              <Title order={2} fz="lg">
                Price and deposit
              </Title>
              {quote ? (
                <PriceBreakdown quote={quote} promoCode={appliedCode} />
              ) : quoteQuery.error ? (
                <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
                  Could not work out the price: {errorMessage(quoteQuery.error)}
                </Alert>
              ) : (
                <Stack gap={10} aria-label="Loading the price" role="status">
                  {[0, 1, 2, 3, 4].map((line) => (
                    <Skeleton key={line} h={16} />
                  ))}
                </Stack>
              )}
              <Text fz="xs" c="dimmed">
                You pay the deposit by Airtel Money, MoMo or bank transfer and upload the proof on the Requests page. The team confirms your
                booking once the payment is verified.
              </Text>
              <Checkbox label={agreement} {...form.getInputProps('depositAgreementAccepted', { type: 'checkbox' })} />
              {failure && (
                <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
                  {failure}
                </Alert>
              )}
              <Button
                type="submit"
                size="md"
                fullWidth
                disabled={!form.values.depositAgreementAccepted || (isSeries && !(seriesCheckable && plan?.ready))}
                loading={submitting}
              >
                {!isSeries ? 'Book' : countAllowed ? `Book ${visitCount} visits` : 'Book visits'}
              </Button>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </form>
  );
}
