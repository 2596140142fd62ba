import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { NewPasswordFields } from '../../components/account/NewPasswordFields';
import { graphql } from '../../gql';
import { usePasswordLinkQuery, useResetPasswordMutation } from '../../gql/hooks';
import { useDocumentTitle } from '../../lib/document-title';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { focusFirstError } from '../../lib/form-focus';
import { homePathFor, useStartSession } from '../../lib/session';
import { AuthLayout } from './AuthLayout';
import { validateNewPassword, validateRepeatedPassword } from '../../lib/form-rules';
import { LINK_MESSAGES } from '@server/modules/identity/password-link-rules';

graphql(`
  query PasswordLink($token: String!) {
    passwordLink(token: $token) {
      purpose
      email
    }
  }
`);

graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
      user {
        ...SessionUser
      }
    }
  }
`);

const FIELDS = ['password', 'repeatPassword'];

/** The emailed link carries its token in the fragment (#token=...), which never reaches a server. */
function tokenIn(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

function LinkProblem({ message }: { message: string }) {
  return (
    <AuthLayout title="This link cannot be used" subtitle="Password links work once, for a limited time.">
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertCircle />} title="Link not valid" role="alert">
          {message}
        </Alert>
        <Button component={Link} to="/forgot-password">
          Ask for a new link
        </Button>
        <Anchor component={Link} to="/login" ta="center" fw={600}>
          Back to login
        </Anchor>
      </Stack>
    </AuthLayout>
  );
}

/** /set-password#token=...: a welcome link ("Set your password") or a reset link ("Choose a new password"). */
export function SetPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [token] = useState(() => tokenIn(location.hash));
  const link = usePasswordLinkQuery({ variables: { token }, skip: !token, fetchPolicy: 'network-only' });
  const [resetPassword, { loading }] = useResetPasswordMutation();
  const [linkFailure, setLinkFailure] = useState<string | null>(null);
  const welcome = link.data?.passwordLink.purpose === 'WELCOME';
  const title = welcome ? 'Set your password' : 'Choose a new password';
  useDocumentTitle(link.data ? title : 'Set password');

  // The token leaves the address bar (and the history entry) once read.
  useEffect(() => {
    if (location.hash) void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', repeatPassword: '' },
    validate: {
      password: validateNewPassword,
      repeatPassword: (value, values) => validateRepeatedPassword(value, values.password),
    },
  });
  const focusError = (errors: Record<string, unknown>) => focusFirstError(errors, FIELDS, (path) => form.getInputNode(path) ?? null);

  const submit = form.onSubmit(async ({ password }) => {
    try {
      const { data } = await resetPassword({ variables: { token, password } });
      if (!data) throw new Error('No response from the server');
      const user = await startSession(data.resetPassword.user);
      notifications.show({ color: 'brand', message: 'Your password is set. You are signed in.' });
      await navigate(homePathFor(user.role), { replace: true });
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.password) {
        form.setErrors(fields);
        focusError(fields);
      } else {
        setLinkFailure(fields.token ?? errorMessage(error));
      }
    }
  }, focusError);

  // A link without a token is one the server would not know.
  if (!token) return <LinkProblem message={LINK_MESSAGES.unknown} />;
  if (link.loading && !link.data) return <PageLoader label="Checking your link…" />;
  if (linkFailure || link.error || !link.data) return <LinkProblem message={linkFailure ?? errorMessage(link.error)} />;

  const { email } = link.data.passwordLink;
  return (
    <AuthLayout
      title={title}
      subtitle={welcome ? 'An account was created for you. Choose a password to sign in with.' : 'Pick one you do not use on other sites.'}
    >
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <Text>
            Account: <strong>{email}</strong>
          </Text>
          {/* Lets password managers store the new password under the right account. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <NewPasswordFields
            password={{ key: form.key('password'), ...form.getInputProps('password') }}
            repeat={{ key: form.key('repeatPassword'), ...form.getInputProps('repeatPassword') }}
          />
          <Button type="submit" size="md" fullWidth loading={loading}>
            {welcome ? 'Set password and sign in' : 'Save new password and sign in'}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
