import { Text, type TextProps } from '@mantine/core';
import { formatKwacha, priceRangeShort, priceRangeText, type PriceRangeValue } from '../lib/money';

/** An amount as `K1,250`. */
export function Money({ amount, ...props }: TextProps & { amount: string | number }) {
  return (
    <Text span {...props}>
      {formatKwacha(amount)}
    </Text>
  );
}

/** 'From X ZMW to Y ZMW' (or 'No packages available'); `short` gives `K250 - K1,200`. */
export function PriceRange({ range, short = false, ...props }: TextProps & { range: PriceRangeValue | null | undefined; short?: boolean }) {
  return <Text {...props}>{short ? priceRangeShort(range) : priceRangeText(range)}</Text>;
}
