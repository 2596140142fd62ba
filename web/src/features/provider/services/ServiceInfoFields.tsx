import { Checkbox, MultiSelect, NativeSelect, SimpleGrid, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { fieldRule } from '../../../lib/form-rules';
import { BufferField, validateBuffer } from '../../../components/catalogue/BufferField';
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_SERVICE_LOCATIONS,
  MAX_SERVICE_NAME_LENGTH,
  serviceInfoFields,
} from '@server/modules/catalogue/service-rules';

export const ServiceInfoFields_category = graphql(`
  fragment ServiceInfoFields_category on Category {
    id
    name
    isSubcategory
    suggestedServiceName
    defaultDescription
    subcategories {
      id
      name
    }
  }
`);

export const ServiceInfoFields_city = graphql(`
  fragment ServiceInfoFields_city on City {
    id
    name
    areas {
      id
      name
    }
  }
`);

/** What a service is and where: the wizard's first step and the edit page's info tab. */
export interface ServiceInfoValues {
  serviceName: string;
  categoryId: string;
  subcategoryId: string;
  description: string;
  cityId: string;
  areaIds: string[];
  serviceLocations: string[];
  mobileService: boolean;
  phone: string;
  businessName: string;
  /** Minutes kept free after each job, as typed. */
  bufferMinutes: number | string;
}

/** The names people read for each field, for 'Cannot submit: undefined values in fields: {list}'. */
export const INFO_FIELD_NAMES: Partial<Record<keyof ServiceInfoValues, string>> = {
  serviceName: 'Service name',
  categoryId: 'Category',
  description: 'Description',
  cityId: 'City',
};

/** @mantine/form rules for the required info fields: the server's schemas, with their words. */
export const serviceInfoValidation = {
  serviceName: fieldRule(serviceInfoFields.serviceName),
  categoryId: fieldRule(serviceInfoFields.categoryId),
  description: fieldRule(serviceInfoFields.description),
  cityId: fieldRule(serviceInfoFields.cityId),
};

/** The form's rules: the required fields and the buffer between jobs. */
export const serviceInfoFormValidation = { ...serviceInfoValidation, bufferMinutes: validateBuffer };

/** The human names of the required info fields that are empty. */
export function missingInfoFields(values: ServiceInfoValues): string[] {
  return (Object.keys(serviceInfoValidation) as Array<keyof typeof serviceInfoValidation>)
    .filter((field) => serviceInfoValidation[field](values[field]) !== null)
    .map((field) => INFO_FIELD_NAMES[field] ?? field);
}

/** The API input (ProviderServiceInput without packages, ServiceInfoInput). */
export function toServiceInfoInput(values: ServiceInfoValues) {
  return {
    serviceName: values.serviceName.trim(),
    categoryId: values.categoryId,
    subcategoryId: values.subcategoryId || null,
    description: values.description.trim(),
    cityId: values.cityId,
    areaIds: values.areaIds,
    serviceLocations: values.serviceLocations.map((place) => place.trim()).filter(Boolean),
    mobileService: values.mobileService,
    phone: values.phone.trim() || null,
    businessName: values.businessName.trim() || null,
    bufferMinutes: Number(values.bufferMinutes),
  };
}

interface ServiceInfoFieldsProps {
  form: UseFormReturnType<ServiceInfoValues>;
  categories: ReadonlyArray<FragmentType<typeof ServiceInfoFields_category>>;
  cities: ReadonlyArray<FragmentType<typeof ServiceInfoFields_city>>;
  /** Called after the category changes (the wizard starts the packages from the category's defaults). */
  onCategoryChange?: (categoryId: string) => void;
  disabled?: boolean;
}

export function ServiceInfoFields({
  form,
  categories: categoryRefs,
  cities: cityRefs,
  onCategoryChange,
  disabled,
}: ServiceInfoFieldsProps) {
  const categories = categoryRefs
    .map((ref) => getFragmentData(ServiceInfoFields_category, ref))
    .filter((category) => !category.isSubcategory);
  const cities = cityRefs.map((ref) => getFragmentData(ServiceInfoFields_city, ref));
  const category = categories.find((item) => item.id === form.values.categoryId);
  const city = cities.find((item) => item.id === form.values.cityId);
  const subcategories = category?.subcategories ?? [];
  const areas = city?.areas ?? [];

  const chooseCategory = (categoryId: string) => {
    const next = categories.find((item) => item.id === categoryId);
    form.setFieldValue('categoryId', categoryId);
    form.setFieldValue('subcategoryId', '');
    // A category may suggest a name and a description; they fill only empty fields.
    if (next?.suggestedServiceName && !form.values.serviceName.trim()) form.setFieldValue('serviceName', next.suggestedServiceName);
    if (next?.defaultDescription && !form.values.description.trim()) form.setFieldValue('description', next.defaultDescription);
    onCategoryChange?.(categoryId);
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: subcategories.length ? 2 : 1 }} spacing="md">
        <NativeSelect
          label="Category"
          required
          disabled={disabled}
          data={[
            { value: '', label: 'Choose a category', disabled: true },
            ...categories.map((item) => ({ value: item.id, label: item.name })),
          ]}
          {...form.getInputProps('categoryId')}
          onChange={(event) => chooseCategory(event.currentTarget.value)}
        />
        {subcategories.length > 0 && (
          <NativeSelect
            label="Subcategory"
            disabled={disabled}
            data={[{ value: '', label: 'None (optional)' }, ...subcategories.map((item) => ({ value: item.id, label: item.name }))]}
            {...form.getInputProps('subcategoryId')}
          />
        )}
      </SimpleGrid>
      <TextInput
        label="Service name"
        required
        disabled={disabled}
        maxLength={MAX_SERVICE_NAME_LENGTH}
        {...form.getInputProps('serviceName')}
      />
      <Textarea
        label="Description"
        required
        disabled={disabled}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={MAX_DESCRIPTION_LENGTH}
        description="What customers get, how long it takes, what they need to prepare."
        {...form.getInputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          label="City"
          required
          disabled={disabled}
          data={[{ value: '', label: 'Choose a city', disabled: true }, ...cities.map((item) => ({ value: item.id, label: item.name }))]}
          {...form.getInputProps('cityId')}
          onChange={(event) => {
            form.setFieldValue('cityId', event.currentTarget.value);
            form.setFieldValue('areaIds', []);
          }}
        />
        <MultiSelect
          label="Areas"
          description={city ? 'Optional: the areas of the city you serve' : 'Choose a city first'}
          placeholder={areas.length ? 'Choose areas' : undefined}
          disabled={disabled || areas.length === 0}
          data={areas.map((area) => ({ value: area.id, label: area.name }))}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('areaIds')}
        />
      </SimpleGrid>
      <TagsInput
        label="Service locations"
        description="Optional: other places you work, e.g. a town or landmark. Press Enter after each."
        disabled={disabled}
        maxTags={MAX_SERVICE_LOCATIONS}
        {...form.getInputProps('serviceLocations')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Phone"
          type="tel"
          description="Optional: the number for this service (your profile's by default)"
          disabled={disabled}
          {...form.getInputProps('phone')}
        />
        <TextInput
          label="Business name"
          description="Optional: shown to customers as the provider"
          disabled={disabled}
          {...form.getInputProps('businessName')}
        />
      </SimpleGrid>
      <Checkbox
        label="Mobile service: I go to the customer"
        disabled={disabled}
        {...form.getInputProps('mobileService', { type: 'checkbox' })}
      />
      <BufferField disabled={disabled} maw={{ base: '100%', sm: 340 }} {...form.getInputProps('bufferMinutes')} />
    </Stack>
  );
}
