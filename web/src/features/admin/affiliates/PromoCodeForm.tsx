import { Button, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { graphql } from '../../../gql';
import { AdminAffiliatePromoCodesDocument } from '../../../gql/graphql';
import { useCreatePromoCodeMutation } from '../../../gql/hooks';
import { fieldErrors } from '../../../lib/errors';
import { notifyFailure, notifySuccess } from '../shared/feedback';
import { showFirstError } from '../shared/form';
import { ServicePicker } from './ServicePicker';

graphql(`
  mutation CreatePromoCode($input: PromoCodeInput!) {
    createPromoCode(input: $input) {
      id
      ...PromoCodesTable_code
    }
  }
`);

interface PromoCodeValues {
  codeName: string;
  discount: number | string;
  usageLimit: number | string;
  affiliateRate: string;
  serviceId: string;
}

const CODE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
// Empty means the default (spec §9), which the server fills in.
const wholeNumberIn = (min: number, max: number, message: string) => (value: number | string) =>
  value === '' || (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) ? null : message;
const orDefault = (value: number | string) => (value === '' ? null : Number(value));

/** Spec §5: name, discount, usage limit and service required; usage limit 10, discount 0, affiliate rate 5 by default. */
export function PromoCodeForm({
  affiliate,
  onDone,
  onCancel,
}: {
  affiliate: { id: string; name: string };
  onDone: () => void;
  onCancel: () => void;
}) {
  const [create, { loading }] = useCreatePromoCodeMutation({ refetchQueries: [AdminAffiliatePromoCodesDocument] });
  const form = useForm<PromoCodeValues>({
    initialValues: { codeName: '', discount: 0, usageLimit: 10, affiliateRate: '5', serviceId: '' },
    validate: {
      codeName: (value) =>
        !value.trim() ? 'Code name is required.' : CODE_NAME.test(value.trim()) ? null : 'Use letters, digits, - and _ only.',
      discount: wholeNumberIn(0, 100, 'Discount must be a whole number from 0 to 100.'),
      usageLimit: wholeNumberIn(1, 100_000, 'Usage limit must be a whole number from 1 to 100000.'),
      affiliateRate: (value) =>
        !value.trim() || /^\d{1,3}(\.\d{1,2})?$/.test(value.trim()) ? null : 'Affiliate rate must be a percentage such as 5 or 7.5.',
      serviceId: (value) => (value ? null : 'Service is required.'),
    },
  });

  const submit = form.onSubmit(async (values) => {
    const input = {
      affiliateId: affiliate.id,
      serviceId: values.serviceId,
      codeName: values.codeName.trim(),
      discount: orDefault(values.discount),
      usageLimit: orDefault(values.usageLimit),
      affiliateRate: values.affiliateRate.trim() || null,
    };
    try {
      await create({ variables: { input } });
      notifySuccess(`Promo code ${input.codeName} created for ${affiliate.name}.`);
      onDone();
    } catch (failure) {
      form.setErrors(fieldErrors(failure));
      showFirstError(fieldErrors(failure));
      notifyFailure('Failed to create promo code', failure);
    }
  }, showFirstError);

  return (
    <form onSubmit={submit} noValidate aria-label={`Create promo code for ${affiliate.name}`}>
      <Stack gap="sm">
        <TextInput label="Code name" required placeholder="e.g. LUSAKA10" {...form.getInputProps('codeName')} />
        <ServicePicker value={form.values.serviceId} onChange={(id) => form.setFieldValue('serviceId', id)} error={form.errors.serviceId} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <NumberInput
            label="Discount (%)"
            required
            description="0 when empty"
            min={0}
            max={100}
            allowDecimal={false}
            {...form.getInputProps('discount')}
          />
          <NumberInput
            label="Usage limit"
            required
            description="10 when empty"
            min={1}
            allowDecimal={false}
            {...form.getInputProps('usageLimit')}
          />
          <TextInput label="Affiliate rate (%)" inputMode="decimal" description="5 when empty" {...form.getInputProps('affiliateRate')} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={loading}>
            Create promo code
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
