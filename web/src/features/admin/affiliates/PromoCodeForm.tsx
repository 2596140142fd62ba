import { Button, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { graphql } from '../../../gql';
import { AdminAffiliatePromoCodesDocument } from '../../../gql/graphql';
import { useCreatePromoCodeMutation } from '../../../gql/hooks';
import { fieldErrors } from '../../../lib/errors';
import { fieldRule } from '../../../lib/form-rules';
import { DISCOUNT_RANGE, PROMO_CODE_DEFAULTS, promoCodeFields, USAGE_LIMIT_RANGE } from '@server/modules/promotions/promo-code-rules';
import { notifyFailure, notifySuccess } from '../shared/feedback';
import { showFirstError } from '../../../lib/form-focus';
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

// Empty means the default (spec §9), which the server fills in: the rules read what a save sends.
const orDefault = (value: number | string) => (value === '' ? null : Number(value));
const rateOrDefault = (value: string) => value.trim() || null;
const checkDiscount = fieldRule(promoCodeFields.discount);
const checkUsageLimit = fieldRule(promoCodeFields.usageLimit);
const checkAffiliateRate = fieldRule(promoCodeFields.affiliateRate);

/** Spec §5: name, discount, usage limit and service required; the numbers have defaults (PROMO_CODE_DEFAULTS). */
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
    initialValues: {
      codeName: '',
      discount: PROMO_CODE_DEFAULTS.discount,
      usageLimit: PROMO_CODE_DEFAULTS.usageLimit,
      affiliateRate: String(PROMO_CODE_DEFAULTS.affiliateRate),
      serviceId: '',
    },
    validate: {
      codeName: fieldRule(promoCodeFields.codeName),
      discount: (value) => checkDiscount(orDefault(value)),
      usageLimit: (value) => checkUsageLimit(orDefault(value)),
      affiliateRate: (value) => checkAffiliateRate(rateOrDefault(value)),
      serviceId: fieldRule(promoCodeFields.serviceId),
    },
  });

  const submit = form.onSubmit(async (values) => {
    const input = {
      affiliateId: affiliate.id,
      serviceId: values.serviceId,
      codeName: values.codeName.trim(),
      discount: orDefault(values.discount),
      usageLimit: orDefault(values.usageLimit),
      affiliateRate: rateOrDefault(values.affiliateRate),
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
            description={`${PROMO_CODE_DEFAULTS.discount} when empty`}
            min={DISCOUNT_RANGE.min}
            max={DISCOUNT_RANGE.max}
            allowDecimal={false}
            {...form.getInputProps('discount')}
          />
          <NumberInput
            label="Usage limit"
            required
            description={`${PROMO_CODE_DEFAULTS.usageLimit} when empty`}
            min={USAGE_LIMIT_RANGE.min}
            allowDecimal={false}
            {...form.getInputProps('usageLimit')}
          />
          <TextInput
            label="Affiliate rate (%)"
            inputMode="decimal"
            description={`${PROMO_CODE_DEFAULTS.affiliateRate} when empty`}
            {...form.getInputProps('affiliateRate')}
          />
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
