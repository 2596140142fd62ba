import { Alert, Anchor, Button, Divider, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { TAGLINE } from '../../components/Brand';
import { graphql } from '../../gql';
import { useSignInMutation } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import { withRedirect } from '../../lib/redirect';
import { useStartSession } from '../../lib/session';
import { AuthLayout } from './AuthLayout';
import { EmailField } from './EmailField';
import { destinationAfterLogin } from './destination';
import { useDocumentTitle } from '../../lib/document-title';
import { validateEmail } from '../../lib/form-rules';
import { PASSWORD_REQUIRED } from '@server/lib/form-fields';

graphql(`
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      user {
        ...SessionUser
      }
    }
  }
`);

export function LoginPage() {
  useDocumentTitle('Login');
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [signIn, { loading }] = useSignInMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [passwordVisible, { toggle: togglePassword }] = useDisclosure(false);

  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: {
      email: validateEmail,
      password: (value) => (value ? null : PASSWORD_REQUIRED),
    },
  });

  const submit = form.onSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      const { data } = await signIn({ variables: { email: email.trim(), password } });
      if (!data) throw new Error('No response from the server');
      const user = await startSession(data.signIn.user);
      notifications.show({ color: 'brand', message: 'Login successful!' });
      await navigate(destinationAfterLogin(user.role, redirect), { replace: true });
    } catch (error) {
      const message = errorMessage(error);
      setFailure(message);
      notifications.show({ color: 'red', message: `Login failed: ${message}` });
    }
  });

  return (
    <AuthLayout title="Welcome back" subtitle={TAGLINE}>
      <form onSubmit={submit} noValidate aria-label="Login">
        <Stack gap="md">
          <EmailField key={form.key('email')} {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            placeholder="Your password"
            required
            leftSection={<IconLock size={16} />}
            visible={passwordVisible}
            onVisibilityChange={togglePassword}
            visibilityToggleButtonProps={{ 'aria-label': passwordVisible ? 'Hide password' : 'Show password' }}
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Anchor component={Link} to="/forgot-password" fz="sm" fw={600} ta="right" mt={-8}>
            Forgot password?
          </Anchor>
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} title="Login failed" role="alert">
              {failure}
            </Alert>
          )}
          <Button type="submit" size="md" fullWidth loading={loading}>
            Login
          </Button>
          <Divider label="New here?" labelPosition="center" />
          <Button variant="default" fullWidth onClick={() => navigate(withRedirect('/signup', redirect))}>
            Signup
          </Button>
          <Button variant="light" fullWidth onClick={() => navigate('/provider/signup')}>
            Signup As Service Provider
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
