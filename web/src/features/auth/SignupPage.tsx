import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  NativeSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { TAGLINE } from '../../components/Brand';
import { graphql } from '../../gql';
import type { Gender } from '../../gql/graphql';
import {
  useSignUpAdminMutation,
  useSignUpMutation,
  useSignUpProviderMutation,
  useSignupPageQuery,
} from '../../gql/hooks';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { safeRedirect, withRedirect } from '../../lib/redirect';
import { useStartSession, type SessionUser } from '../../lib/session';
import { AuthLayout } from './AuthLayout';
import { required, validateEmail } from './validation';
import { useDocumentTitle } from '../../lib/document-title';
import { validateNewPassword } from '../../lib/password-rules';
import { useEveryNode } from '../../lib/every-page';

graphql(`
  query SignupPage($after: String) {
    cities(first: 100, after: $after) {
      edges {
        node {
          id
          name
          areas {
            id
            name
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      user {
        id
        email
        name
        role
      }
    }
  }
`);

graphql(`
  mutation SignUpProvider($input: ProviderSignUpInput!) {
    signUpProvider(input: $input) {
      user {
        id
        email
        name
        role
      }
    }
  }
`);

graphql(`
  mutation SignUpAdmin($input: AdminSignUpInput!) {
    signUpAdmin(input: $input) {
      user {
        id
        email
        name
        role
      }
    }
  }
`);

export type SignupVariant = 'customer' | 'provider' | 'admin';

const COPY: Record<SignupVariant, { title: string; subtitle: string }> = {
  customer: { title: 'Create your account', subtitle: TAGLINE },
  provider: {
    title: 'Sign up as a service provider',
    subtitle:
      'List your services and get bookings from customers across Zambia. Until your account is verified, new services are reviewed before they go live.',
  },
  admin: { title: 'Admin sign up', subtitle: 'Create an admin account with the invite code an existing admin gave you.' },
};

interface SignupValues {
  name: string;
  email: string;
  password: string;
  gender: '' | Gender;
  cityId: string;
  areaId: string;
  phone: string;
  nrc: string;
  isCompany: boolean;
  businessName: string;
  inviteCode: string;
}

const optional = (value: string) => value.trim() || undefined;

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
  const [signUp, customerState] = useSignUpMutation();
  const [signUpProvider, providerState] = useSignUpProviderMutation();
  const [signUpAdmin, adminState] = useSignUpAdminMutation();
  const submitting = customerState.loading || providerState.loading || adminState.loading;

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
      name: required('Name is required'),
      email: validateEmail,
      password: validateNewPassword,
      gender: (value) => (value ? null : 'Gender is required'),
      cityId: (value) => (value ? null : 'City is required'),
      phone: (value) => (variant === 'provider' && !value.trim() ? 'Phone is required' : null),
      nrc: (value) => (variant === 'admin' && !value.trim() ? 'NRC is required' : null),
      businessName: (value, values) =>
        variant === 'provider' && values.isCompany && !value.trim() ? 'Business name is required' : null,
      inviteCode: (value) => (variant === 'admin' && !value.trim() ? 'Invite code is required' : null),
    },
  });

  const cityList = cities.nodes;
  const areas = cityList.find((city) => city.id === form.values.cityId)?.areas ?? [];

  const createAccount = async (values: SignupValues): Promise<SessionUser> => {
    const common = {
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
      gender: values.gender as Gender,
      cityId: values.cityId,
      areaId: areas.length ? optional(values.areaId) : undefined,
    };
    if (variant === 'provider') {
      const { data } = await signUpProvider({
        variables: {
          input: {
            ...common,
            phone: values.phone.trim(),
            nrc: optional(values.nrc),
            isCompany: values.isCompany,
            businessName: values.isCompany ? values.businessName.trim() : undefined,
          },
        },
      });
      if (!data) throw new Error('No response from the server');
      return data.signUpProvider.user;
    }
    if (variant === 'admin') {
      const { data } = await signUpAdmin({
        variables: {
          input: {
            ...common,
            phone: optional(values.phone),
            nrc: values.nrc.trim(),
            inviteCode: values.inviteCode.trim(),
          },
        },
      });
      if (!data) throw new Error('No response from the server');
      return data.signUpAdmin.user;
    }
    const { data } = await signUp({
      variables: { input: { ...common, phone: optional(values.phone), nrc: optional(values.nrc) } },
    });
    if (!data) throw new Error('No response from the server');
    return data.signUp.user;
  };

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
          <SimpleGrid cols={{ base: 1, sm: areas.length ? 2 : 1 }} spacing="md">
            <NativeSelect
              label="City"
              required
              disabled={cities.loading && cityList.length === 0}
              data={[
                { value: '', label: cities.loading ? 'Loading cities…' : 'Select your city', disabled: true },
                ...cityList.map((city) => ({ value: city.id, label: city.name })),
              ]}
              {...form.getInputProps('cityId')}
              onChange={(event) => {
                form.setFieldValue('cityId', event.currentTarget.value);
                form.setFieldValue('areaId', '');
              }}
            />
            {areas.length > 0 && (
              <NativeSelect
                label="Area"
                data={[
                  { value: '', label: 'Select your area (optional)' },
                  ...areas.map((area) => ({ value: area.id, label: area.name })),
                ]}
                {...form.getInputProps('areaId')}
              />
            )}
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
          {variant === 'admin' && (
            <TextInput label="Invite code" autoComplete="off" required {...form.getInputProps('inviteCode')} />
          )}
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
              Error: {failure}
            </Alert>
          )}
          <Button type="submit" size="md" fullWidth loading={submitting}>
            Sign Up
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
