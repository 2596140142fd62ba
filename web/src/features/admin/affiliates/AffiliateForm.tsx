import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CityAreaSelects, type CityAreaSelects_city } from '../../../components/account/CityAreaSelects';
import { graphql, type FragmentType } from '../../../gql';
import { AdminAffiliateDashboardDocument, type Gender } from '../../../gql/graphql';
import { useCreateAffiliateMutation } from '../../../gql/hooks';
import { showFirstError } from '../../../lib/form-focus';
import { required, validateEmail } from '../../../lib/form-rules';
import { submitForm } from '../../../lib/submit-form';

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

/** "Create New Affiliate": name, email and phone required; gender and city as for sign-ups; area and NRC optional. */
export function AffiliateForm({
  cities,
  onDone,
  onCancel,
}: {
  cities: FragmentType<typeof CityAreaSelects_city>[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const [create, { loading }] = useCreateAffiliateMutation({
    refetchQueries: [AdminAffiliateDashboardDocument],
    awaitRefetchQueries: true,
  });
  const form = useForm<AffiliateValues>({
    initialValues: { name: '', email: '', phone: '', gender: '', cityId: '', areaId: '', nrc: '' },
    validate: {
      name: required('Name is required.'),
      email: validateEmail,
      phone: required('Phone is required.'),
      gender: (value) => (value ? null : 'Choose a gender.'),
      cityId: (value) => (value ? null : 'Choose a city.'),
    },
  });

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
    const outcome = await submitForm(
      form,
      {
        area: 'admin',
        success: `${input.name} added. We emailed ${input.email} a link to set a password.`,
        failure: 'Failed to create affiliate',
      },
      () => create({ variables: { input } }),
    );
    if (outcome.ok) onDone();
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
            data={[
              { value: '', label: 'Select…', disabled: true },
              { value: 'MALE', label: 'Male' },
              { value: 'FEMALE', label: 'Female' },
            ]}
            {...form.getInputProps('gender')}
          />
          <CityAreaSelects
            cities={cities}
            city={form.getInputProps('cityId')}
            area={form.getInputProps('areaId')}
            onCityChange={(cityId) => form.setValues({ cityId, areaId: '' })}
          />
          <TextInput label="NRC" description="Optional" placeholder="123456/78/1" {...form.getInputProps('nrc')} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={loading}>
            Create affiliate
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
