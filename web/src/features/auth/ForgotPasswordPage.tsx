import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { useRequestPasswordResetMutation } from '../../gql/hooks';
import { useDocumentTitle } from '../../lib/document-title';
import { errorMessage } from '../../lib/errors';
import { AuthLayout } from './AuthLayout';
import { EmailField } from './EmailField';
import { validateEmail } from '../../lib/form-rules';

graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

const backToLogin = (
  <Anchor component={Link} to="/login" fw={600}>
    Back to login
  </Anchor>
);

/** /forgot-password: asks for the email; the server answers the same whether or not it has an account. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const [requestReset, { loading }] = useRequestPasswordResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ mode: 'uncontrolled', initialValues: { email: '' }, validate: { email: validateEmail } });

  const submit = form.onSubmit(
    async ({ email }) => {
      setFailure(null);
      try {
        await requestReset({ variables: { email: email.trim() } });
        setSentTo(email.trim());
      } catch (error) {
        setFailure(errorMessage(error));
      }
    },
    () => form.getInputNode('email')?.focus(),
  );

  if (sentTo) {
    return (
      <AuthLayout title="Check your email" subtitle="We sent you a link to choose a new password." footer={backToLogin}>
        <Stack gap="md">
          <Alert color="brand" variant="light" icon={<IconMailCheck />} title="Link sent" role="status">
            If an account exists for <strong>{sentTo}</strong>, an email with a link to choose a new password is on its way. The link works
            once, for 1 hour.
          </Alert>
          <Text fz="sm" c="dimmed">
            No email after a few minutes? Check your spam folder, or ask again.
          </Text>
          <Button variant="default" onClick={() => setSentTo(null)}>
            Ask again
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter your account's email and we will send you a link to choose a new one."
      footer={backToLogin}
    >
      <form onSubmit={submit} noValidate aria-label="Forgot password">
        <Stack gap="md">
          <EmailField key={form.key('email')} {...form.getInputProps('email')} />
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} title="Could not send the link" role="alert">
              {failure}
            </Alert>
          )}
          <Button type="submit" size="md" fullWidth loading={loading}>
            Send reset link
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
