import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../../gql';
import { useAdminDeleteAccountMutation } from '../../../gql/hooks';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { notifySuccess } from './feedback';
import { REASON_REQUIRED } from '@server/modules/identity/account-deletion-rules';

graphql(`
  mutation AdminDeleteAccount($userId: ID!, $reason: String!) {
    adminDeleteAccount(userId: $userId, reason: $reason)
  }
`);

interface DeleteAccountActionProps {
  user: { id: string; name: string };
  /** After the deletion, e.g. leave a detail screen whose person is gone; lists are fetched again. */
  onDeleted?: () => void;
}

/**
 * "Delete account" on a person's request: a reason (recorded in the audit trail) and a confirmation. The
 * server refuses while bookings are open or money is owed; its reason is shown as it comes.
 */
export function DeleteAccountAction({ user, onDeleted }: DeleteAccountActionProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const small = useMediaQuery('(max-width: 30em)');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleteAccount, { loading }] = useAdminDeleteAccountMutation({ refetchQueries: 'active' });
  const title = `Delete ${user.name}’s account`;

  const dismiss = () => {
    setReason('');
    setReasonError(null);
    setFailure(null);
    close();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setReasonError(null);
    if (!reason.trim()) {
      setReasonError(REASON_REQUIRED);
      return;
    }
    try {
      await deleteAccount({ variables: { userId: user.id, reason } });
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.reason) setReasonError(fields.reason);
      else setFailure(errorMessage(error));
      return;
    }
    dismiss();
    notifySuccess(`${user.name}’s account is deleted.`);
    onDeleted?.();
  };

  return (
    <>
      <Button size="xs" variant="light" color="red" aria-label={`Delete account: ${user.name}`} onClick={open}>
        Delete account
      </Button>
      <Modal opened={opened} onClose={dismiss} title={title} radius="lg" fullScreen={small} centered={!small}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
          <Stack gap="md">
            <Text fz="sm">
              On the person’s request only. Their name, contact details, messages and photos are erased and they can no longer sign in;
              payment records stay without their name. This cannot be undone.
            </Text>
            <Textarea
              label="Reason"
              description="Kept in the audit trail, e.g. how and when they asked."
              required
              autosize
              minRows={2}
              value={reason}
              error={reasonError}
              onChange={(event) => setReason(event.currentTarget.value)}
              data-autofocus
            />
            {failure && (
              <Alert color="red" variant="light" icon={<IconAlertCircle />} title="Account not deleted" role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={dismiss}>
                Keep the account
              </Button>
              <Button type="submit" color="red.8" loading={loading}>
                Delete account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
