import { Button, Group, MultiSelect, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { useCreateInternalProviderMutation, useUpdateInternalProviderMutation } from '../../../gql/hooks';
import { fieldErrors } from '../../../lib/errors';
import { notifyFailure, notifySuccess } from '../shared/feedback';
import { showFirstError } from '../../../lib/form-focus';
import { AdminServiceProvidersPageDocument } from '../../../gql/graphql';
import { OptionsProblem } from '../../../components/OptionsProblem';
import { useAdminCategoryOptions, useAdminCityOptions } from '../shared/option-lists';
import { fieldRule, validateOptionalEmail } from '../../../lib/form-rules';
import { internalProviderFields as fields } from '@server/modules/providers/internal-provider-rules';

export const InternalProviderForm_city = graphql(`
  fragment InternalProviderForm_city on City {
    id
    name
    areas {
      id
      name
    }
  }
`);

export const InternalProviderForm_category = graphql(`
  fragment InternalProviderForm_category on Category {
    id
    name
    parent {
      id
      name
    }
  }
`);

export const InternalProviderForm_provider = graphql(`
  fragment InternalProviderForm_provider on InternalProvider {
    id
    version
    name
    email
    phone
    nrc
    city {
      id
    }
    areas {
      id
    }
    categories {
      id
    }
  }
`);

graphql(`
  mutation CreateInternalProvider($input: InternalProviderInput!) {
    createInternalProvider(input: $input) {
      id
      ...InternalProvidersTab_provider
    }
  }
`);

graphql(`
  mutation UpdateInternalProvider($id: ID!, $input: InternalProviderInput!, $expectedVersion: Int) {
    updateInternalProvider(id: $id, input: $input, expectedVersion: $expectedVersion) {
      version
      id
      ...InternalProvidersTab_provider
    }
  }
`);

interface ProviderValues {
  name: string;
  email: string;
  phone: string;
  cityId: string;
  areaIds: string[];
  categoryIds: string[];
  nrc: string;
}

interface InternalProviderFormProps {
  /** The provider being edited; without it the form creates one. */
  provider?: FragmentType<typeof InternalProviderForm_provider> | null;
  onDone: () => void;
  onCancel?: () => void;
}

/** The "Create SP" form, also used to edit: name, phone, city, categories and NRC/ID required; email optional. */
export function InternalProviderForm({ provider: providerRef, onDone, onCancel }: InternalProviderFormProps) {
  const options = { categories: useAdminCategoryOptions(), cities: useAdminCityOptions() };
  const provider = getFragmentData(InternalProviderForm_provider, providerRef);
  const cities = options.cities.nodes.map((ref) => getFragmentData(InternalProviderForm_city, ref));
  const categories = options.categories.nodes.map((ref) => getFragmentData(InternalProviderForm_category, ref));
  const refetchQueries = [AdminServiceProvidersPageDocument];
  const [create, createState] = useCreateInternalProviderMutation({ refetchQueries, awaitRefetchQueries: true });
  const [update, updateState] = useUpdateInternalProviderMutation();

  const form = useForm<ProviderValues>({
    initialValues: {
      name: provider?.name ?? '',
      email: provider?.email ?? '',
      phone: provider?.phone ?? '',
      cityId: provider?.city.id ?? '',
      areaIds: provider?.areas.map((area) => area.id) ?? [],
      categoryIds: provider?.categories.map((category) => category.id) ?? [],
      nrc: provider?.nrc ?? '',
    },
    validate: {
      name: fieldRule(fields.name),
      email: validateOptionalEmail,
      phone: fieldRule(fields.phone),
      cityId: fieldRule(fields.cityId),
      categoryIds: fieldRule(fields.categoryIds),
      nrc: fieldRule(fields.nrc),
    },
  });

  const areaOptions = (cities.find((city) => city.id === form.values.cityId)?.areas ?? []).map((area) => ({
    value: area.id,
    label: area.name,
  }));
  const categoryOptions = categories.map((category) => ({
    value: category.id,
    label: category.parent ? `${category.parent.name} › ${category.name}` : category.name,
  }));

  const submit = form.onSubmit(async (values) => {
    const input = {
      name: values.name.trim(),
      email: values.email.trim() || null,
      phone: values.phone.trim(),
      cityId: values.cityId,
      areaIds: values.areaIds,
      categoryIds: values.categoryIds,
      nrc: values.nrc.trim(),
    };
    try {
      if (provider) {
        await update({ variables: { id: provider.id, input, expectedVersion: provider.version } });
        notifySuccess(`${input.name} saved.`);
      } else {
        await create({ variables: { input } });
        notifySuccess(`${input.name} added to the team.`);
      }
      onDone();
    } catch (failure) {
      form.setErrors(fieldErrors(failure));
      showFirstError(fieldErrors(failure));
      notifyFailure(provider ? 'Failed to save service provider' : 'Failed to create service provider', failure);
    }
  }, showFirstError);

  return (
    <form onSubmit={submit} noValidate aria-label={provider ? `Edit ${provider.name}` : 'Create SP'}>
      <Stack gap="sm">
        <OptionsProblem pages={options.categories} message="Failed to load categories" />
        <OptionsProblem pages={options.cities} message="Error loading cities" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <TextInput label="Phone" type="tel" required placeholder="e.g. 0971234567" {...form.getInputProps('phone')} />
          <TextInput label="Email" type="email" description="Optional" {...form.getInputProps('email')} />
          <TextInput label="NRC/ID" required placeholder="123456/78/1" {...form.getInputProps('nrc')} />
        </SimpleGrid>
        <NativeSelect
          label="City"
          required
          data={[{ value: '', label: 'Select a city', disabled: true }, ...cities.map((city) => ({ value: city.id, label: city.name }))]}
          {...form.getInputProps('cityId')}
          description={options.cities.loading ? 'Loading cities…' : undefined}
          onChange={(event) => {
            form.setFieldValue('cityId', event.currentTarget.value);
            form.setFieldValue('areaIds', []);
          }}
        />
        <MultiSelect
          label="Areas"
          description={form.values.cityId ? 'Areas of the chosen city' : 'Choose a city first'}
          placeholder={areaOptions.length ? 'Pick areas' : undefined}
          data={areaOptions}
          disabled={!form.values.cityId}
          searchable
          clearable
          {...form.getInputProps('areaIds')}
        />
        <MultiSelect
          label="Categories"
          required
          withAsterisk={false}
          placeholder="Pick categories"
          description={options.categories.loading ? 'Loading categories…' : undefined}
          data={categoryOptions}
          searchable
          {...form.getInputProps('categoryIds')}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={createState.loading || updateState.loading}>
            {provider ? 'Save' : 'Create SP'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
