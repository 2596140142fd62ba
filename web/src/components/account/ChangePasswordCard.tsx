import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { useChangePasswordMutation } from '../../gql/hooks';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { focusFirstError } from '../../lib/form-focus';
import { PasswordField } from '../PasswordField';
import { NewPasswordFields } from './NewPasswordFields';
import { fieldRule, validateNewPassword, validateRepeatedPassword } from '../../lib/form-rules';
import { currentPassword } from '@server/modules/identity/account-rules';

graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

const FIELDS = ['currentPassword', 'newPassword', 'repeatPassword'];

/** "Change password" on /account and the provider's settings: the server signs out every other device. */
export function ChangePasswordCard() {
  const [changePassword, { loading }] = useChangePasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '', repeatPassword: '' },
    validate: {
      currentPassword: fieldRule(currentPassword),
      newPassword: validateNewPassword,
      repeatPassword: (value, values) => validateRepeatedPassword(value, values.newPassword),
    },
  });
  const focusError = (errors: Record<string, unknown>) => focusFirstError(errors, FIELDS, (path) => form.getInputNode(path) ?? null);

  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    try {
      await changePassword({ variables: { currentPassword, newPassword } });
      form.reset();
      notifications.show({ color: 'brand', message: 'Password changed. Your other devices were signed out.' });
    } catch (error) {
      const fields = fieldErrors(error);
      if (Object.keys(fields).length) {
        form.setErrors(fields);
        focusError(fields);
      } else {
        setFailure(errorMessage(error));
      }
    }
  }, focusError);

  return (
    <Card padding="lg" component="section" aria-labelledby="change-password-heading">
      <form onSubmit={submit} noValidate aria-labelledby="change-password-heading">
        <Stack gap="md">
          <div>
            <Title order={2} fz="md" id="change-password-heading">
              Change password
            </Title>
            <Text fz="sm" c="dimmed">
              You stay signed in here; every other device is signed out.
            </Text>
          </div>
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            required
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
          />
          <NewPasswordFields
            password={{ key: form.key('newPassword'), ...form.getInputProps('newPassword') }}
            repeat={{ key: form.key('repeatPassword'), ...form.getInputProps('repeatPassword') }}
          />
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} title="Password not changed" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={loading}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
