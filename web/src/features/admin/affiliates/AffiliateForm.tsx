import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { AdminAffiliateDashboardDocument, type Gender } from '../../../gql/graphql';
import { useCreateAffiliateMutation } from '../../../gql/hooks';
import { fieldErrors } from '../../../lib/errors';
import { notifyFailure, notifySuccess } from '../shared/feedback';
import { showFirstError } from '../shared/form';

export const AffiliateForm_city = graphql(`
  fragment AffiliateForm_city on City {
    id
    name
    areas {
      id
      name
    }
  }
`);

graphql(`
  mutation CreateAffiliate($input: AffiliateInput!) {
    createAffiliate(input: $input) {
      id
      name
    }
  }
`);

interface AffiliateValues {
  name: string;
  email: string;
  phone: string;
  gender: '' | Gender;
  cityId: string;
  areaId: string;
  nrc: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const required = (message: string) => (value: string) => (value.trim() ? null : message);

/** "Create New Affiliate": name, email and phone required; gender and city as for sign-ups; area and NRC optional. */
export function AffiliateForm({ cities: cityRefs, onDone, onCancel }: { cities: FragmentType<typeof AffiliateForm_city>[]; onDone: () => void; onCancel: () => void }) {
  const cities = cityRefs.map((ref) => getFragmentData(AffiliateForm_city, ref));
  const [create, { loading }] = useCreateAffiliateMutation({ refetchQueries: [AdminAffiliateDashboardDocument], awaitRefetchQueries: true });
  const form = useForm<AffiliateValues>({
    initialValues: { name: '', email: '', phone: '', gender: '', cityId: '', areaId: '', nrc: '' },
    validate: {
      name: required('Name is required.'),
      email: (value) => (EMAIL.test(value.trim()) ? null : 'Enter a valid email address.'),
      phone: required('Phone is required.'),
      gender: (value) => (value ? null : 'Choose a gender.'),
      cityId: (value) => (value ? null : 'Choose a city.'),
    },
  });
  const areas = cities.find((city) => city.id === form.values.cityId)?.areas ?? [];

  const submit = form.onSubmit(async (values) => {
    const input = {
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      gender: values.gender as Gender,
      cityId: values.cityId,
      areaId: values.areaId || null,
      nrc: values.nrc.trim() || null,
    };
    try {
      await create({ variables: { input } });
      notifySuccess(`${input.name} added. We emailed ${input.email} a link to set a password.`);
      onDone();
    } catch (failure) {
      form.setErrors(fieldErrors(failure));
      showFirstError(fieldErrors(failure));
      notifyFailure('Failed to create affiliate', failure);
    }
  }, showFirstError);

  return (
    <form onSubmit={submit} noValidate aria-label="Create New Affiliate">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Name" required autoComplete="off" {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" required autoComplete="off" {...form.getInputProps('email')} />
          <TextInput label="Phone" type="tel" required placeholder="e.g. 0971234567" {...form.getInputProps('phone')} />
          <NativeSelect
            label="Gender"
            required
            data={[{ value: '', label: 'Select…', disabled: true }, { value: 'MALE', label: 'Male' }, { value: 'FEMALE', label: 'Female' }]}
            {...form.getInputProps('gender')}
          />
          <NativeSelect
            label="City"
            required
            data={[{ value: '', label: 'Select a city', disabled: true }, ...cities.map((city) => ({ value: city.id, label: city.name }))]}
            {...form.getInputProps('cityId')}
            onChange={(event) => {
              form.setFieldValue('cityId', event.currentTarget.value);
              form.setFieldValue('areaId', '');
            }}
          />
          {areas.length > 0 && (
            <NativeSelect
              label="Area"
              data={[{ value: '', label: 'Select an area (optional)' }, ...areas.map((area) => ({ value: area.id, label: area.name }))]}
              {...form.getInputProps('areaId')}
            />
          )}
          <TextInput label="NRC" description="Optional" placeholder="123456/78/1" {...form.getInputProps('nrc')} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>Cancel</Button>
          <Button type="submit" loading={loading}>Create affiliate</Button>
        </Group>
      </Stack>
    </form>
  );
}
