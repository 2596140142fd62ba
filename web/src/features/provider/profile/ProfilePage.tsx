import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorState } from '../../../components/ErrorState';
import { PageLoader } from '../../../components/PageLoader';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { Gender, ProviderProfilePageQuery } from '../../../gql/graphql';
import { useProviderProfilePageQuery, useProviderUpdateProfileMutation } from '../../../gql/hooks';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { useEveryNode } from '../../../lib/every-page';

export const ProfileForm_me = graphql(`
  fragment ProfileForm_me on User {
    id
    name
    email
    phone
    gender
    nrc
    verified
    isApproved
    isCompany
    companyName
    businessName
    city {
      id
    }
    area {
      id
    }
  }
`);

graphql(`
  query ProviderProfilePage($after: String) {
    me {
      id
      ...ProfileForm_me
    }
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
  mutation ProviderUpdateProfile($input: ProfileInput!) {
    updateMyProfile(input: $input) {
      id
      ...ProfileForm_me
    }
  }
`);

interface ProfileValues {
  name: string;
  phone: string;
  gender: '' | Gender;
  cityId: string;
  areaId: string;
  nrc: string;
  isCompany: boolean;
  companyName: string;
  businessName: string;
}

type Me = {
  name: string;
  phone?: string | null;
  gender?: Gender | null;
  nrc?: string | null;
  isCompany: boolean;
  companyName?: string | null;
  businessName?: string | null;
  city?: { id: string } | null;
  area?: { id: string } | null;
};

function valuesOf(me: Me): ProfileValues {
  return {
    name: me.name,
    phone: me.phone ?? '',
    gender: me.gender ?? '',
    cityId: me.city?.id ?? '',
    areaId: me.area?.id ?? '',
    nrc: me.nrc ?? '',
    isCompany: me.isCompany,
    companyName: me.companyName ?? '',
    businessName: me.businessName ?? '',
  };
}

const optional = (value: string) => value.trim() || null;

/** The provider's profile: verified and approved are shown read-only (only an admin may change them). */
export function ProfilePage() {
  const query = useProviderProfilePageQuery({ fetchPolicy: 'cache-and-network' });
  const { data, loading, error, refetch } = query;
  // Every city, page by page: the city picker must not stop at the first page.
  const cities = useEveryNode(query, (page) => page.cities);
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data?.me) return loading ? <PageLoader label="Loading your profile…" /> : <ErrorState error={error} />;
  if (cities.error) return <ErrorState error={cities.error} title="Error loading cities" onRetry={cities.retry} />;
  if (cities.loading) return <PageLoader label="Loading your profile…" />;
  return <ProfileForm me={data.me} cities={cities.nodes} />;
}

type City = ProviderProfilePageQuery['cities']['edges'][number]['node'];

function ProfileForm({ me: meRef, cities }: { me: FragmentType<typeof ProfileForm_me>; cities: City[] }) {
  const me = getFragmentData(ProfileForm_me, meRef);
  const [updateProfile, { loading: saving }] = useProviderUpdateProfileMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const form = useForm<ProfileValues>({
    initialValues: valuesOf(me),
    validate: {
      name: (value) => (value.trim() ? null : 'Name is required.'),
      phone: (value) => (value.trim() ? null : 'Phone is required.'),
      cityId: (value) => (value ? null : 'City is required.'),
      businessName: (value, values) =>
        values.isCompany && !value.trim() ? 'Business name is required when registering as a company.' : null,
    },
  });
  const areas = cities.find((city) => city.id === form.values.cityId)?.areas ?? [];

  const save = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const { data: result } = await updateProfile({
        variables: {
          input: {
            name: values.name.trim(),
            phone: optional(values.phone),
            gender: values.gender || null,
            cityId: values.cityId,
            areaId: areas.length ? optional(values.areaId) : null,
            nrc: optional(values.nrc),
            isCompany: values.isCompany,
            companyName: values.isCompany ? optional(values.companyName) : null,
            businessName: optional(values.businessName),
          },
        },
      });
      if (result) {
        const saved = valuesOf(getFragmentData(ProfileForm_me, result.updateMyProfile));
        form.setValues(saved);
        form.resetDirty(saved);
      }
      notifications.show({ color: 'brand', message: 'Profile updated' });
    } catch (failed) {
      notifications.show({ color: 'red', message: 'Failed to save' });
      form.setErrors(fieldErrors(failed));
      setFailure(errorMessage(failed));
    }
  });

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Profile
        </Title>
        <Text c="dimmed" fz="sm">
          {me.email}
        </Text>
      </div>

      <Card padding="lg" component="section" aria-labelledby="status-heading">
        <Stack gap="sm">
          <Group gap="xs">
            <IconLock size={18} />
            <Title order={2} fz="md" id="status-heading">
              Account status
            </Title>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Checkbox
              label="Verified"
              checked={me.verified}
              disabled
              readOnly
              description={
                me.verified
                  ? 'Your new services go live as soon as you add them.'
                  : 'Until you are verified, your new services are reviewed before customers see them.'
              }
            />
            <Checkbox
              label="Approved"
              checked={me.isApproved}
              disabled
              readOnly
              description={
                me.isApproved
                  ? 'Customers can see your listed services.'
                  : 'Pending: customers cannot see your services for now.'
              }
            />
          </SimpleGrid>
          <Group gap="xs">
            <Badge variant="light" color={me.verified ? 'brand' : 'copper'}>
              {me.verified ? 'Verified' : 'Not verified yet'}
            </Badge>
            <Badge variant="light" color={me.isApproved ? 'brand' : 'gray'}>
              {me.isApproved ? 'Approved' : 'Pending'}
            </Badge>
          </Group>
          <Text fz="xs" c="dimmed">
            Only the team can change these. Contact them if something looks wrong.
          </Text>
        </Stack>
      </Card>

      <Card padding="lg" component="section" aria-labelledby="details-heading">
        <form onSubmit={save} noValidate aria-labelledby="details-heading">
          <Stack gap="md">
            <Title order={2} fz="md" id="details-heading">
              Your details
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Name" autoComplete="name" required disabled={saving} {...form.getInputProps('name')} />
              <TextInput
                label="Phone"
                type="tel"
                autoComplete="tel"
                required
                disabled={saving}
                {...form.getInputProps('phone')}
              />
              <NativeSelect
                label="Gender"
                disabled={saving}
                data={[
                  { value: '', label: 'Not set' },
                  { value: 'MALE', label: 'Male' },
                  { value: 'FEMALE', label: 'Female' },
                ]}
                {...form.getInputProps('gender')}
              />
              <TextInput
                label="NRC"
                description="National Registration Card number (optional)"
                placeholder="123456/78/1"
                disabled={saving}
                {...form.getInputProps('nrc')}
              />
              <NativeSelect
                label="City"
                required
                disabled={saving}
                data={[
                  { value: '', label: 'Select your city', disabled: true },
                  ...cities.map((city) => ({ value: city.id, label: city.name })),
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
                  disabled={saving}
                  data={[
                    { value: '', label: 'Select your area (optional)' },
                    ...areas.map((area) => ({ value: area.id, label: area.name })),
                  ]}
                  {...form.getInputProps('areaId')}
                />
              )}
            </SimpleGrid>
            <Checkbox
              label="I work as a company"
              disabled={saving}
              {...form.getInputProps('isCompany', { type: 'checkbox' })}
            />
            <SimpleGrid cols={{ base: 1, sm: form.values.isCompany ? 2 : 1 }} spacing="md">
              {form.values.isCompany && (
                <TextInput
                  label="Company name"
                  autoComplete="organization"
                  description="Registered name (optional)"
                  disabled={saving}
                  {...form.getInputProps('companyName')}
                />
              )}
              <TextInput
                label="Business name"
                description={
                  form.values.isCompany ? 'Shown to customers' : 'Optional: the name customers know you by'
                }
                required={form.values.isCompany}
                disabled={saving}
                {...form.getInputProps('businessName')}
              />
            </SimpleGrid>
            {failure && (
              <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => form.reset()} disabled={saving || !form.isDirty()}>
                Discard changes
              </Button>
              <Button type="submit" loading={saving}>
                Save profile
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
