import { Box, Group, Stack, Text } from '@mantine/core';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatDiscount, formatKwacha } from '../../../lib/money';

export const PriceBreakdown_quote = graphql(`
  fragment PriceBreakdown_quote on BookingQuote {
    customerPrice
    discountAmount
    fullPaymentAmount
    depositAmount
    balanceAfterDeposit
    promo {
      isValid
      discount
    }
  }
`);

function Line({ label, amount, strong = false, accent = false }: { label: string; amount: string; strong?: boolean; accent?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" component="div" role="listitem">
      <Text fz="sm" fw={strong ? 700 : 400} c={accent ? 'brand.9' : undefined}>
        {label}
      </Text>
      <Text fz={strong ? 'md' : 'sm'} fw={strong ? 800 : 600} c={accent ? 'brand.9' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Text>
    </Group>
  );
}

interface PriceBreakdownProps {
  quote: FragmentType<typeof PriceBreakdown_quote>;
  /** The promo code the discount comes from, when one applies. */
  promoCode?: string | null;
}

/** What the booking costs: price, promo discount, full payment, the deposit due now and the balance after it. */
export function PriceBreakdown({ quote: ref, promoCode }: PriceBreakdownProps) {
  const quote = getFragmentData(PriceBreakdown_quote, ref);
  const discounted = Number(quote.discountAmount) > 0;
  return (
    <Stack gap={8} role="list" aria-label="Price breakdown">
      <Line label="Package price" amount={formatKwacha(quote.customerPrice)} />
      {discounted && (
        <Line
          label={`Promo discount${promoCode ? ` (${promoCode.toUpperCase()}, ${quote.promo?.discount ?? 0}% off)` : ''}`}
          amount={formatDiscount(quote.discountAmount)}
          accent
        />
      )}
      <Line label="Full payment" amount={formatKwacha(quote.fullPaymentAmount)} strong />
      {/* A rule between the totals, not an item of the list (a separator may not sit in a list). */}
      <Box role="none" h={1} my={2} bg="gray.3" />
      <Line label="Deposit due now" amount={formatKwacha(quote.depositAmount)} strong accent />
      <Line label="Balance after deposit" amount={formatKwacha(quote.balanceAfterDeposit)} />
    </Stack>
  );
}
