import { Badge, Button } from '@mantine/core';
import { useState } from 'react';
import { graphql } from '../../../gql';
import { useDeactivateUserMutation, useReactivateUserMutation } from '../../../gql/hooks';
import { ConfirmDialog } from './ConfirmDialog';
import { notifyFailure, notifySuccess } from './feedback';

graphql(`
  mutation DeactivateUser($id: ID!) {
    deactivateUser(id: $id) {
      id
      version
      status
    }
  }
`);

graphql(`
  mutation ReactivateUser($id: ID!) {
    reactivateUser(id: $id) {
      id
      version
      status
    }
  }
`);

const isActive = (status: string) => status === 'active';
/** An account deleted on request (issue 34): it stays only as the anonymous owner of money records. */
export const isDeleted = (status: string) => status === 'deleted';

/** "Active", "Deactivated" or "Deleted", as users.status says. */
export function AccountStatusBadge({ status }: { status: string }) {
  if (isDeleted(status)) {
    return (
      <Badge miw="max-content" variant="light" color="gray">
        Deleted
      </Badge>
    );
  }
  return isActive(status) ? (
    <Badge miw="max-content" variant="light">
      Active
    </Badge>
  ) : (
    <Badge miw="max-content" variant="filled" color="red">
      Deactivated
    </Badge>
  );
}

interface AccountStatusActionProps {
  user: { id: string; name: string; status: string };
  /** What deactivating means for this kind of account, beyond losing sign-in. */
  consequence?: string;
}

/** Deactivate (after a confirmation) or Reactivate an account; the cached user takes the new status. */
export function AccountStatusAction({ user, consequence }: AccountStatusActionProps) {
  const [confirming, setConfirming] = useState(false);
  const [deactivate, deactivation] = useDeactivateUserMutation();
  const [reactivate, reactivation] = useReactivateUserMutation();

  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action();
      notifySuccess(done);
    } catch (error) {
      notifyFailure(failed, error);
    } finally {
      setConfirming(false);
    }
  };

  if (isDeleted(user.status)) return null;
  if (!isActive(user.status)) {
    return (
      <Button
        size="xs"
        variant="light"
        loading={reactivation.loading}
        aria-label={`Reactivate ${user.name}`}
        onClick={() => void run(() => reactivate({ variables: { id: user.id } }), `${user.name} is active again.`, 'Failed to reactivate')}
      >
        Reactivate
      </Button>
    );
  }
  return (
    <>
      <Button size="xs" variant="light" color="red" aria-label={`Deactivate ${user.name}`} onClick={() => setConfirming(true)}>
        Deactivate
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={`Deactivate ${user.name}?`}
        message={`They are signed out at once and cannot sign in until you reactivate the account.${consequence ? ` ${consequence}` : ''}`}
        confirmLabel="Deactivate"
        loading={deactivation.loading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void run(() => deactivate({ variables: { id: user.id } }), `${user.name} is deactivated.`, 'Failed to deactivate')}
      />
    </>
  );
}
