import { Alert, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useApolloClient } from '@apollo/client/react';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../gql';
import { SessionDocument } from '../../gql/graphql';
import { useDeleteMyAccountMutation } from '../../gql/hooks';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { PasswordField } from '../PasswordField';

graphql(`
  mutation DeleteMyAccount($password: String!) {
    deleteMyAccount(password: $password)
  }
`);

/**
 * "Delete my account" on /account (every role). The server refuses, with its reason, while bookings are
 * open or money is owed; that reason is shown as it comes, since only the server knows it.
 */
export function DeleteAccountCard() {
  const [opened, { open, close }] = useDisclosure(false);
  const small = useMediaQuery('(max-width: 30em)');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleteMyAccount, { loading }] = useDeleteMyAccountMutation();
  const client = useApolloClient();
  const navigate = useNavigate();

  const dismiss = () => {
    setPassword('');
    setPasswordError(null);
    setFailure(null);
    close();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setPasswordError(null);
    if (!password) {
      setPasswordError('Enter your password');
      return;
    }
    try {
      await deleteMyAccount({ variables: { password } });
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.password) setPasswordError(fields.password);
      else setFailure(errorMessage(error));
      return;
    }
    await navigate('/', { replace: true });
    // As on sign-out: forget the person's data without refetching the screens being left.
    await client.clearStore();
    client.writeQuery({ query: SessionDocument, data: { me: null } });
  };

  return (
    <Card padding="lg" component="section" aria-labelledby="delete-account-heading">
      <Stack gap="md">
        <div>
          <Title order={2} fz="md" id="delete-account-heading">
            Delete my account
          </Title>
          <Text fz="sm" c="dimmed">
            Your name, contact details, messages and photos are erased and you can no longer sign in. Records of payments are kept without
            your name, as the law requires. This cannot be undone.
          </Text>
        </div>
        <Group justify="flex-end">
          <Button variant="outline" color="red.8" leftSection={<IconTrash size={18} />} onClick={open}>
            Delete my account
          </Button>
        </Group>
      </Stack>
      <Modal opened={opened} onClose={dismiss} title="Delete my account" radius="lg" fullScreen={small} centered={!small}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Delete my account">
          <Stack gap="md">
            <Text fz="sm">Enter your password to confirm. Your account and personal data will be deleted.</Text>
            <PasswordField
              label="Password"
              autoComplete="current-password"
              required
              value={password}
              error={passwordError}
              onChange={(event) => setPassword(event.currentTarget.value)}
              data-autofocus
            />
            {failure && (
              <Alert color="red" variant="light" icon={<IconAlertCircle />} title="Account not deleted" role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={dismiss}>
                Keep my account
              </Button>
              <Button type="submit" color="red.8" loading={loading}>
                Delete my account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}
