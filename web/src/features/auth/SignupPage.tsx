import { Alert, Anchor, Button, Checkbox, NativeSelect, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { TAGLINE } from '../../components/Brand';
import { graphql } from '../../gql';
import { useSignupPageQuery } from '../../gql/hooks';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { safeRedirect, withRedirect } from '../../lib/redirect';
import { useStartSession } from '../../lib/session';
import { useCreateAccount, type SignupValues, type SignupVariant } from './create-account';
import { CityAreaSelects } from '../../components/account/CityAreaSelects';
import { AuthLayout } from './AuthLayout';
import { ADMIN_PANEL } from './auth-panels';
import { useDocumentTitle } from '../../lib/document-title';
import { useEveryNode } from '../../lib/every-page';
import { fieldRule, fieldRuleIf, validateEmail, validateNewPassword } from '../../lib/form-rules';
import { companyBusinessName, inviteCode, personName, requiredNrc, requiredPhone } from '@server/modules/identity/account-rules';

graphql(`
  query SignupPage($after: String) {
    cities(first: 100, after: $after) {
      edges {
        node {
          id
          ...CityAreaSelects_city
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const COPY: Record<SignupVariant, { title: string; subtitle: string }> = {
  customer: { title: 'Create your account', subtitle: TAGLINE },
  provider: {
    title: 'Sign up as a service provider',
    subtitle:
      'List your services and get bookings from customers across Zambia. Until your account is verified, new services are reviewed before they go live.',
  },
  admin: { title: 'Admin sign up', subtitle: 'Create an admin account with the invite code an existing admin gave you.' },
};

export function SignupPage({ variant }: { variant: SignupVariant }) {
  useDocumentTitle('Sign up');
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [failure, setFailure] = useState<string | null>(null);
  const [passwordVisible, { toggle: togglePassword }] = useDisclosure(false);
  // Every city, page by page: the city picker must not stop at the first page.
  const cities = useEveryNode(useSignupPageQuery(), (data) => data.cities);
  const { createAccount, submitting } = useCreateAccount(variant);

  const form = useForm<SignupValues>({
    initialValues: {
      name: '',
      email: '',
      password: '',
      gender: '',
      cityId: '',
      areaId: '',
      phone: '',
      nrc: '',
      isCompany: false,
      businessName: '',
      inviteCode: '',
    },
    validate: {
      name: fieldRule(personName),
      email: validateEmail,
      password: validateNewPassword,
      gender: (value) => (value ? null : 'Gender is required.'),
      cityId: (value) => (value ? null : 'City is required.'),
      phone: fieldRuleIf(variant === 'provider', requiredPhone),
      nrc: fieldRuleIf(variant === 'admin', requiredNrc),
      businessName: (value, values) => fieldRuleIf(variant === 'provider' && values.isCompany, companyBusinessName)(value),
      inviteCode: fieldRuleIf(variant === 'admin', inviteCode),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const user = await createAccount(values);
      await startSession(user);
      const next = variant === 'provider' ? '/provider' : variant === 'admin' ? '/admin' : safeRedirect(redirect, '/');
      await navigate(next, { replace: true });
    } catch (error) {
      form.setErrors(fieldErrors(error));
      setFailure(errorMessage(error));
    }
  });

  const copy = COPY[variant];
  const loginLink = withRedirect('/login', variant === 'customer' ? redirect : null);

  return (
    <AuthLayout
      title={copy.title}
      subtitle={copy.subtitle}
      panel={variant === 'admin' ? ADMIN_PANEL : undefined}
      wide
      footer={
        <Stack gap={4}>
          <Text fz="sm">
            Already have an account?{' '}
            <Anchor component={Link} to={loginLink} fw={600}>
              Login
            </Anchor>
          </Text>
          {variant === 'customer' && (
            <Text fz="sm" c="dimmed">
              Offering a service?{' '}
              <Anchor component={Link} to="/provider/signup" fw={600}>
                Sign up as a service provider
              </Anchor>
            </Text>
          )}
        </Stack>
      }
    >
      <form onSubmit={submit} noValidate aria-label={copy.title}>
        <Stack gap="md">
          <TextInput label="Name" autoComplete="name" required {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            description="At least 8 characters"
            required
            visible={passwordVisible}
            onVisibilityChange={togglePassword}
            visibilityToggleButtonProps={{ 'aria-label': passwordVisible ? 'Hide password' : 'Show password' }}
            {...form.getInputProps('password')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect
              label="Gender"
              required
              data={[
                { value: '', label: 'Select…', disabled: true },
                { value: 'MALE', label: 'Male' },
                { value: 'FEMALE', label: 'Female' },
              ]}
              {...form.getInputProps('gender')}
            />
            <TextInput
              label="Phone"
              type="tel"
              autoComplete="tel"
              placeholder={variant === 'provider' ? 'e.g. 0971234567' : 'Optional, e.g. 0971234567'}
              required={variant === 'provider'}
              {...form.getInputProps('phone')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <CityAreaSelects
              cities={cities.nodes}
              loading={cities.loading}
              city={form.getInputProps('cityId')}
              area={form.getInputProps('areaId')}
              onCityChange={(cityId) => form.setValues({ cityId, areaId: '' })}
            />
          </SimpleGrid>
          {Boolean(cities.error) && (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
              Error loading cities.{' '}
              <Anchor component="button" type="button" fz="sm" onClick={cities.retry}>
                Try again
              </Anchor>
            </Alert>
          )}
          <TextInput
            label="NRC"
            description={variant === 'admin' ? 'National Registration Card number' : 'National Registration Card number (optional)'}
            placeholder="123456/78/1"
            required={variant === 'admin'}
            {...form.getInputProps('nrc')}
          />
          {variant === 'provider' && (
            <>
              <Checkbox label="I am registering as a company" {...form.getInputProps('isCompany', { type: 'checkbox' })} />
              {form.values.isCompany && (
                <TextInput label="Business name" autoComplete="organization" required {...form.getInputProps('businessName')} />
              )}
            </>
          )}
          {variant === 'admin' && <TextInput label="Invite code" autoComplete="off" required {...form.getInputProps('inviteCode')} />}
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
              Error: {failure}
            </Alert>
          )}
          <Text fz="sm">
            What we keep about you, why and for how long: our{' '}
            <Anchor component={Link} to="/privacy" fw={600}>
              privacy notice
            </Anchor>
            .
          </Text>
          <Button type="submit" size="md" fullWidth loading={submitting}>
            Sign Up
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
