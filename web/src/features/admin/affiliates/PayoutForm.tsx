import { graphql } from '../../../gql';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PAYOUT_METHOD_LABELS } from '../../../components/affiliates/PayoutsTable';
import { AdminAffiliateCommissionsDocument, AdminAffiliateDetailDocument, AdminAffiliatePayoutsDocument, type PayoutMethod } from '../../../gql/graphql';
import { useRecordAffiliatePayoutMutation } from '../../../gql/hooks';
import { todayInLusaka } from '../../../lib/dates';
import { fieldErrors } from '../../../lib/errors';
import { formatKwacha } from '../../../lib/money';
import { notifyFailure, notifySuccess } from '../shared/feedback';
import { showFirstError } from '../shared/form';
import { required } from '../../../lib/form-rules';

graphql(`
  mutation RecordAffiliatePayout($input: AffiliatePayoutInput!) {
    recordAffiliatePayout(input: $input) {
      id
      amount
    }
  }
`);

interface PayoutValues {
  paidOn: string;
  method: '' | PayoutMethod;
  reference: string;
}

interface PayoutFormProps {
  affiliate: { id: string; name: string };
  commissionIds: string[];
  /** The selected commissions' sum, exact ("250.00"); the server computes the payout's amount itself. */
  total: string;
  onDone: () => void;
  onCancel: () => void;
}

/** Records money sent to an affiliate for the commissions ticked on their page. */
export function PayoutForm({ affiliate, commissionIds, total, onDone, onCancel }: PayoutFormProps) {
  const [record, { loading }] = useRecordAffiliatePayoutMutation({ refetchQueries: [AdminAffiliateDetailDocument, AdminAffiliateCommissionsDocument, AdminAffiliatePayoutsDocument], awaitRefetchQueries: true });
  const form = useForm<PayoutValues>({
    initialValues: { paidOn: todayInLusaka(), method: '', reference: '' },
    validate: {
      paidOn: (value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? (value > todayInLusaka() ? 'The payment date cannot be in the future.' : null) : 'Enter the date the money was sent.'),
      method: (value) => (value ? null : 'Choose how the money was sent.'),
      reference: required('Reference is required.'),
    },
  });
  const count = commissionIds.length;

  const submit = form.onSubmit(async (values) => {
    try {
      const { data } = await record({
        variables: { input: { affiliateId: affiliate.id, commissionIds, paidOn: values.paidOn, method: values.method as PayoutMethod, reference: values.reference.trim() } },
      });
      notifySuccess(`Payout of ${formatKwacha(data?.recordAffiliatePayout.amount ?? total)} to ${affiliate.name} recorded.`);
      onDone();
    } catch (failure) {
      form.setErrors(fieldErrors(failure));
      notifyFailure('Failed to record payout', failure);
    }
  }, showFirstError);

  return (
    <form onSubmit={submit} noValidate aria-label={`Record payout to ${affiliate.name}`}>
      <Stack gap="sm">
        <Text>
          {count} {count === 1 ? 'commission' : 'commissions'}, <strong>{formatKwacha(total)}</strong> in all.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Paid on" type="date" required max={todayInLusaka()} {...form.getInputProps('paidOn')} />
          <NativeSelect
            label="Method"
            required
            data={[{ value: '', label: 'Select…', disabled: true }, ...Object.entries(PAYOUT_METHOD_LABELS).map(([value, label]) => ({ value, label }))]}
            {...form.getInputProps('method')}
          />
        </SimpleGrid>
        <TextInput label="Reference" required description="The mobile money or bank transaction reference" {...form.getInputProps('reference')} />
        {form.errors.commissionIds && <Text c="red.8" role="alert">{form.errors.commissionIds}</Text>}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>Cancel</Button>
          <Button type="submit" loading={loading}>Record payout</Button>
        </Group>
      </Stack>
    </form>
  );
}
