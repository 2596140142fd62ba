import { Checkbox, Divider, NativeSelect, NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { COMMISSION_TYPE_OPTIONS } from '../shared/labels';
import type { ServiceFormValues } from './service-form-values';

/** The service form's money sections: the platform commission, then affiliates and the promotion. */
export function ServiceMoneyFields({ form }: { form: UseFormReturnType<ServiceFormValues> }) {
  const values = form.values;
  const percentage = values.commissionType === 'PERCENTAGE';
  return (
    <>
      <Divider label="Commission" labelPosition="left" mt="xs" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NativeSelect label="Commission type" required data={COMMISSION_TYPE_OPTIONS} {...form.getInputProps('commissionType')} />
        <TextInput
          label={percentage ? 'Commission rate (%)' : 'Commission rate (K)'}
          required
          inputMode="decimal"
          {...form.getInputProps('commissionRate')}
        />
      </SimpleGrid>
      <Checkbox label="Markup: customers pay the price plus the commission" {...form.getInputProps('isMarkup', { type: 'checkbox' })} />

      <Divider label="Affiliates and promotion" labelPosition="left" mt="xs" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <Stack gap="xs">
          <Switch label="Active affiliate" {...form.getInputProps('activeAffiliate', { type: 'checkbox' })} />
          <TextInput label="Affiliate rate (%)" inputMode="decimal" {...form.getInputProps('affiliateRate')} />
        </Stack>
        <Stack gap="xs">
          <Switch label="On promo" {...form.getInputProps('onPromo', { type: 'checkbox' })} />
          {values.onPromo && (
            <NumberInput
              label="Discount percentage"
              min={0}
              max={100}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              suffix="%"
              {...form.getInputProps('discountPercentage')}
            />
          )}
        </Stack>
      </SimpleGrid>
    </>
  );
}
