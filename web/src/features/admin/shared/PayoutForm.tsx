import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PAYOUT_METHOD_LABELS } from '../../../components/payouts/PayoutsTable';
import type { PayoutMethod } from '../../../gql/graphql';
import { todayInLusaka } from '../../../lib/dates';
import { fieldErrors } from '../../../lib/errors';
import { fieldRule } from '../../../lib/form-rules';
import { formatKwacha } from '../../../lib/money';
import { moneySentFields, PayoutMethod as MethodRule } from '@server/modules/promotions/payout-rules';
import { notifyFailure, notifySuccess } from './feedback';
import { FormModal } from './FormModal';
import { showFirstError } from '../../../lib/form-focus';

/** How the money was sent, as an admin records it. */
export interface MoneySent {
  paidOn: string;
  method: PayoutMethod;
  reference: string;
}

const checkMethod = fieldRule(moneySentFields.method);
const checkPaidOn = fieldRule(moneySentFields.paidOn);

/** How the money was sent and its reference, checked as the server reads them for payouts and refunds alike. */
export const moneySentChecks = {
  // The form holds the API's name of the method (AIRTEL_MONEY), the rule the server's value it stands for.
  method: (value: '' | PayoutMethod) => checkMethod(value && MethodRule[value]),
  reference: fieldRule(moneySentFields.reference),
};

interface PayoutValues {
  paidOn: string;
  method: '' | PayoutMethod;
  reference: string;
}

interface PayoutFormProps {
  /** Who the money went to ("Ann Banda"). */
  recipient: string;
  /** What it settles, counted ("2 commissions"). */
  settles: string;
  /** Their exact sum as the API writes it ("250.00"); the server computes the payout's amount itself. */
  total: string;
  /** The input field the server names when the chosen rows are wrong ("commissionIds"). */
  rowsField: string;
  /** Records it; resolves to the amount the server recorded. */
  record: (sent: MoneySent) => Promise<string | undefined>;
  loading: boolean;
  onDone: () => void;
  onCancel: () => void;
}

/** Records money sent by hand for the rows ticked on a page: an affiliate's commissions, a provider's earnings. */
export function PayoutForm({ recipient, settles, total, rowsField, record, loading, onDone, onCancel }: PayoutFormProps) {
  const form = useForm<PayoutValues>({
    initialValues: { paidOn: todayInLusaka(), method: '', reference: '' },
    validate: {
      // A date input holds '' until a whole date is picked: ask for one rather than for a format.
      paidOn: (value) => (value ? checkPaidOn(value) : 'Enter the date the money was sent.'),
      ...moneySentChecks,
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const amount = await record({ paidOn: values.paidOn, method: values.method as PayoutMethod, reference: values.reference.trim() });
      notifySuccess(`Payout of ${formatKwacha(amount ?? total)} to ${recipient} recorded.`);
      onDone();
    } catch (failure) {
      form.setErrors(fieldErrors(failure));
      notifyFailure('Failed to record payout', failure);
    }
  }, showFirstError);

  return (
    <form onSubmit={submit} noValidate aria-label={`Record payout to ${recipient}`}>
      <Stack gap="sm">
        <Text>
          {settles}, <strong>{formatKwacha(total)}</strong> in all.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Paid on" type="date" required max={todayInLusaka()} {...form.getInputProps('paidOn')} />
          <NativeSelect
            label="Method"
            required
            data={[
              { value: '', label: 'Select…', disabled: true },
              ...Object.entries(PAYOUT_METHOD_LABELS).map(([value, label]) => ({ value, label })),
            ]}
            {...form.getInputProps('method')}
          />
        </SimpleGrid>
        <TextInput
          label="Reference"
          required
          description="The mobile money or bank transaction reference"
          {...form.getInputProps('reference')}
        />
        {form.errors[rowsField] && (
          <Text c="red.8" role="alert">
            {form.errors[rowsField]}
          </Text>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={loading}>
            Record payout
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type PayoutDialogProps = Omit<PayoutFormProps, 'onCancel'> & { opened: boolean; onClose: () => void };

/** The payout form over the page it pays from; it closes itself once the payout is recorded, then calls `onDone`. */
export function PayoutDialog({ opened, onClose, onDone, ...form }: PayoutDialogProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title={`Record payout to ${form.recipient}`} size="md">
      <PayoutForm
        {...form}
        onDone={() => {
          onClose();
          onDone();
        }}
        onCancel={onClose}
      />
    </FormModal>
  );
}
