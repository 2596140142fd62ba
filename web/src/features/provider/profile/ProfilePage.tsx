import { Alert, Button, Card, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorState } from '../../../components/ErrorState';
import { PageLoader } from '../../../components/PageLoader';
import { QueryStates } from '../../../components/QueryStates';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { Gender, ProviderProfilePageQuery } from '../../../gql/graphql';
import { useProviderProfilePageQuery, useProviderUpdateProfileMutation } from '../../../gql/hooks';
import { submitForm } from '../../../lib/submit-form';
import { useEveryNode } from '../../../lib/every-page';
import { CityAreaSelects } from '../../../components/account/CityAreaSelects';
import { AccountStatusCard } from './AccountStatusCard';
import { RatingLine } from '../../../components/RatingLine';
import { fieldRule, fieldRuleIf } from '../../../lib/form-rules';
import { companyBusinessName, personName, requiredPhone } from '@server/modules/identity/account-rules';

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
    providerRating {
      average
      count
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
  // Every city, page by page: the city picker must not stop at the first page.
  const cities = useEveryNode(query, (page) => page.cities);
  if (cities.error) return <ErrorState error={cities.error} title="Error loading cities" onRetry={cities.retry} />;
  return (
    <QueryStates
      query={query}
      loading="Loading your profile…"
      select={(data) => data.me}
      notFound={<ErrorState error={new Error('You are signed out. Log in again.')} />}
    >
      {(me) => (cities.loading ? <PageLoader label="Loading your profile…" /> : <ProfileForm me={me} cities={cities.nodes} />)}
    </QueryStates>
  );
}

type City = ProviderProfilePageQuery['cities']['edges'][number]['node'];

function ProfileForm({ me: meRef, cities }: { me: FragmentType<typeof ProfileForm_me>; cities: City[] }) {
  const me = getFragmentData(ProfileForm_me, meRef);
  const [updateProfile, { loading: saving }] = useProviderUpdateProfileMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const form = useForm<ProfileValues>({
    initialValues: valuesOf(me),
    validate: {
      name: fieldRule(personName),
      phone: fieldRule(requiredPhone),
      cityId: (value) => (value ? null : 'City is required.'),
      businessName: (value, values) => fieldRuleIf(values.isCompany, companyBusinessName)(value),
    },
  });

  const save = form.onSubmit(async (values) => {
    setFailure(null);
    const texts = { area: 'provider', success: 'Profile updated', failure: 'Failed to save' } as const;
    const sent = await submitForm(form, texts, () =>
      updateProfile({
        variables: {
          input: {
            name: values.name.trim(),
            phone: optional(values.phone),
            gender: values.gender || null,
            cityId: values.cityId,
            // Choosing a city empties the area, so an area is only ever one of the chosen city's.
            areaId: optional(values.areaId),
            nrc: optional(values.nrc),
            isCompany: values.isCompany,
            companyName: values.isCompany ? optional(values.companyName) : null,
            businessName: optional(values.businessName),
          },
        },
      }),
    );
    if (!sent.ok) return setFailure(sent.message);
    if (sent.result.data) {
      const saved = valuesOf(getFragmentData(ProfileForm_me, sent.result.data.updateMyProfile));
      form.setValues(saved);
      form.resetDirty(saved);
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
        <Group gap="xs" mt={4}>
          <Text fz="sm" fw={700}>
            Your rating:
          </Text>
          <RatingLine average={me.providerRating.average ?? null} count={me.providerRating.count} />
        </Group>
      </div>

      <AccountStatusCard verified={me.verified} approved={me.isApproved} />

      <Card padding="lg" component="section" aria-labelledby="details-heading">
        <form onSubmit={save} noValidate aria-labelledby="details-heading">
          <Stack gap="md">
            <Title order={2} fz="md" id="details-heading">
              Your details
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Name" autoComplete="name" required disabled={saving} {...form.getInputProps('name')} />
              <TextInput label="Phone" type="tel" autoComplete="tel" required disabled={saving} {...form.getInputProps('phone')} />
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
              <CityAreaSelects
                cities={cities}
                disabled={saving}
                city={form.getInputProps('cityId')}
                area={form.getInputProps('areaId')}
                onCityChange={(cityId) => form.setValues({ cityId, areaId: '' })}
              />
            </SimpleGrid>
            <Checkbox label="I work as a company" disabled={saving} {...form.getInputProps('isCompany', { type: 'checkbox' })} />
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
                description={form.values.isCompany ? 'Shown to customers' : 'Optional: the name customers know you by'}
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
