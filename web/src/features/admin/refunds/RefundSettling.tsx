import type { ApolloCache, Reference } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { DocumentNode } from 'graphql';
import { useState } from 'react';
import { graphql } from '../../../gql';
import type { PayoutMethod } from '../../../gql/graphql';
import { useMarkRefundNotOwedMutation, useMarkRefundPaidMutation } from '../../../gql/hooks';
import { errorCode, errorMessage, fieldErrors } from '../../../lib/errors';
import { formatKwacha } from '../../../lib/money';
import { PAYMENT_METHOD_LABELS } from '../bookings/labels';
import { notifySuccess } from '../shared/feedback';
import { focusReturnOf, restoreFocus, type FocusReturn } from '../../../lib/dialog-focus';
import { showFirstError } from '../../../lib/form-focus';
import { FormModal } from '../shared/FormModal';
import { moneySentChecks } from '../shared/PayoutForm';

graphql(`
  mutation MarkRefundPaid($refundId: ID!, $input: RefundPaidInput!) {
    markRefundPaid(refundId: $refundId, input: $input) {
      id
      ...RefundStanding_refund
    }
  }
`);

graphql(`
  mutation MarkRefundNotOwed($refundId: ID!) {
    markRefundNotOwed(refundId: $refundId) {
      id
      ...RefundStanding_refund
    }
  }
`);

/** What the dialogs say about the refund they settle; kept while they are open, whatever the list does meanwhile. */
export interface RefundToSettle {
  id: string;
  amount: string;
  customer: string;
  /** The booking's payment reference. */
  reference: string;
}

type Settlement = 'paid' | 'not-owed';

/** Opens a dialog for `refund`; `trigger` (the button pressed) gets focus back when it closes. */
export type StartSettling = (refund: RefundToSettle, settlement: Settlement, trigger?: HTMLElement | null) => void;

const PAYOUT_METHODS: PayoutMethod[] = ['AIRTEL_MONEY', 'MOMO', 'BANK_TRANSFER'];

const describe = (refund: RefundToSettle) =>
  `the ${formatKwacha(refund.amount)} refund to ${refund.customer} (booking ${refund.reference})`;

/** A refund settled by hand is no longer one to pay: it leaves every loaded "Refunds to pay" page at once. */
function leaveRefundsToPay(cache: ApolloCache, refundId: string) {
  cache.modify({
    fields: {
      refundsToPay(existing: { edges?: { node: Reference }[]; totalCount?: number } | Reference, { readField }) {
        if (!('edges' in existing) || !existing.edges) return existing;
        const edges = existing.edges.filter((edge) => readField('id', edge.node) !== refundId);
        const removed = existing.edges.length - edges.length;
        return {
          ...existing,
          edges,
          ...(existing.totalCount !== undefined ? { totalCount: Math.max(0, existing.totalCount - removed) } : {}),
        };
      },
    },
  });
}

type Outcome = { conflict: string | null; problem: string | null };
const NO_OUTCOME: Outcome = { conflict: null, problem: null };

/**
 * The outcome of a settlement the server refused: a CONFLICT (the refund moved on: another admin settled it,
 * or the network is sending it) reloads what is on screen, so the page shows where the refund stands.
 */
function useRefusal() {
  const client = useApolloClient();
  return (failure: unknown): Outcome & { fields: Record<string, string> } => {
    if (errorCode(failure) === 'CONFLICT') {
      void client.refetchQueries({ include: 'active' });
      return { conflict: errorMessage(failure), problem: null, fields: {} };
    }
    const fields = fieldErrors(failure);
    return { conflict: null, problem: Object.keys(fields).length ? null : errorMessage(failure), fields };
  };
}

/** Why the server refused, in the dialog: a refund that moved on, or any other refusal not about one field. */
function Refused({ conflict, problem }: Outcome) {
  const message = conflict ?? problem;
  if (!message) return null;
  return (
    <Alert
      variant="light"
      color="red"
      icon={<IconAlertTriangle size={18} />}
      title={conflict ? 'This refund has moved on' : 'Could not save'}
      role="alert"
    >
      {message}
    </Alert>
  );
}

interface DialogProps {
  refund: RefundToSettle;
  refetchQueries: DocumentNode[];
  onClose: () => void;
}

interface PaidValues {
  method: '' | PayoutMethod;
  reference: string;
}

/** Records a refund the team sent by hand: how (Airtel Money, MoMo, bank transfer) and the transaction reference. */
function MarkPaidForm({ refund, refetchQueries, onClose }: DialogProps) {
  const [markPaid, { loading }] = useMarkRefundPaidMutation({ refetchQueries, awaitRefetchQueries: true });
  const refused = useRefusal();
  const [outcome, setOutcome] = useState<Outcome>(NO_OUTCOME);
  const form = useForm<PaidValues>({
    initialValues: { method: '', reference: '' },
    validate: moneySentChecks,
  });

  const submit = form.onSubmit(async (values) => {
    setOutcome(NO_OUTCOME);
    try {
      await markPaid({
        variables: { refundId: refund.id, input: { method: values.method as PayoutMethod, reference: values.reference.trim() } },
        update: (cache) => leaveRefundsToPay(cache, refund.id),
      });
      notifySuccess(`Refund of ${formatKwacha(refund.amount)} to ${refund.customer} marked paid.`);
      onClose();
    } catch (failure) {
      const { fields, ...rest } = refused(failure);
      setOutcome(rest);
      form.setErrors(fields);
      showFirstError(fields);
    }
  }, showFirstError);

  return (
    <form onSubmit={submit} noValidate aria-label="Mark refund paid">
      <Stack gap="sm">
        <Text fz="sm">Record that the team sent {describe(refund)} by hand.</Text>
        <Refused {...outcome} />
        <NativeSelect
          label="Method"
          required
          data={[
            { value: '', label: 'Select…', disabled: true },
            ...PAYOUT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] })),
          ]}
          disabled={!!outcome.conflict}
          {...form.getInputProps('method')}
        />
        <TextInput
          label="Reference"
          required
          description="The mobile money or bank transaction reference"
          disabled={!!outcome.conflict}
          {...form.getInputProps('reference')}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {outcome.conflict ? 'Go back' : 'Cancel'}
          </Button>
          {!outcome.conflict && (
            <Button type="submit" loading={loading}>
              Mark paid
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** Records that nothing is owed back: no money arrived for the payment the refund is for. */
function NotOwedConfirmation({ refund, refetchQueries, onClose }: DialogProps) {
  const [markNotOwed, { loading }] = useMarkRefundNotOwedMutation({ refetchQueries, awaitRefetchQueries: true });
  const refused = useRefusal();
  const [outcome, setOutcome] = useState<Outcome>(NO_OUTCOME);

  const confirm = async () => {
    setOutcome(NO_OUTCOME);
    try {
      await markNotOwed({ variables: { refundId: refund.id }, update: (cache) => leaveRefundsToPay(cache, refund.id) });
      notifySuccess(`Refund of ${formatKwacha(refund.amount)} to ${refund.customer} marked not owed.`);
      onClose();
    } catch (failure) {
      const { conflict, problem } = refused(failure);
      setOutcome({ conflict, problem: conflict ? null : (problem ?? errorMessage(failure)) });
    }
  };

  return (
    <Stack gap="md">
      <Text fz="sm">
        Mark {describe(refund)} as not owed: no money arrived for the payment it is for, so nothing goes back to the customer. It leaves the
        refunds to pay.
      </Text>
      <Refused {...outcome} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={loading}>
          {outcome.conflict ? 'Go back' : 'Cancel'}
        </Button>
        {!outcome.conflict && (
          <Button color="red" onClick={() => void confirm()} loading={loading}>
            Mark not owed
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/**
 * Mark paid and Not owed for refunds an admin pays by hand, shared by the request detail and /admin/refunds.
 * `start` opens a dialog for one refund; `dialogs` renders them (once per page, so a dialog stays open with
 * the server's answer even when its refund leaves the list meanwhile). After a settlement `refetchQueries`
 * are read again.
 */
export function useRefundSettling(refetchQueries: DocumentNode[]) {
  const [settling, setSettling] = useState<{
    refund: RefundToSettle;
    settlement: Settlement;
    opened: boolean;
    round: number;
    focus: FocusReturn;
  } | null>(null);
  const close = () => {
    if (settling) restoreFocus(settling.focus);
    setSettling((current) => current && { ...current, opened: false });
  };
  const start: StartSettling = (refund, settlement, trigger = null) =>
    setSettling((current) => ({ refund, settlement, opened: true, round: (current?.round ?? 0) + 1, focus: focusReturnOf(trigger) }));
  // A fresh form for each opening.
  const key = settling ? `${settling.refund.id}-${settling.round}` : '';
  const props = settling && { refund: settling.refund, refetchQueries, onClose: close };
  const dialogs = (
    <>
      <FormModal
        opened={settling?.settlement === 'paid' && settling.opened}
        onClose={close}
        title="Mark refund paid"
        size="md"
        returnFocus={false}
      >
        {props && settling?.settlement === 'paid' && <MarkPaidForm key={key} {...props} />}
      </FormModal>
      <Modal
        opened={settling?.settlement === 'not-owed' && settling.opened}
        onClose={close}
        title="Refund not owed?"
        centered
        returnFocus={false}
      >
        {props && settling?.settlement === 'not-owed' && <NotOwedConfirmation key={key} {...props} />}
      </Modal>
    </>
  );
  return { start, dialogs };
}

/** The buttons of a refund to pay by hand; `onStart` is `start` of useRefundSettling. */
export function RefundActionButtons({ refund, onStart }: { refund: RefundToSettle; onStart: StartSettling }) {
  return (
    <Group gap="xs" role="group" aria-label={`Settle ${describe(refund)}`}>
      <Button size="xs" onClick={(event) => onStart(refund, 'paid', event.currentTarget)}>
        Mark paid
      </Button>
      <Button size="xs" variant="default" onClick={(event) => onStart(refund, 'not-owed', event.currentTarget)}>
        Not owed
      </Button>
    </Group>
  );
}
