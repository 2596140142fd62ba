import { NativeSelect } from '@mantine/core';
import { BOOKING_ORDERS } from './labels';

/** The order of a booking list, as the ?sort= parameter's value. */
export function OrderSelect({ value, onChange }: { value: string; onChange: (param: string) => void }) {
  return (
    <NativeSelect
      label="Sort"
      data={BOOKING_ORDERS.map(({ param, label }) => ({ value: param, label }))}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={{ base: '100%', xs: 240 }}
    />
  );
}
