import {
  Button,
  Checkbox,
  Divider,
  Group,
  MultiSelect,
  NativeSelect,
  SimpleGrid,
  Stack,
  TagsInput,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  packageFieldErrors,
  startingPackages,
  toPackageInput,
  validatePackageDrafts,
  type PackageDraft,
  type PackageValue,
} from '../../../components/catalogue/package-drafts';
import { OptionsProblem } from '../../../components/OptionsProblem';
import { BufferField } from '../../../components/catalogue/BufferField';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { ServiceInput } from '../../../gql/graphql';
import { fieldErrors } from '../../../lib/errors';
import { useAdminCategoryOptions, useAdminCityOptions } from '../shared/option-lists';
import { NewServicePackages } from './NewServicePackages';
import { ServiceMoneyFields } from './ServiceMoneyFields';
import { EMPTY_SERVICE, serviceFormValidation, toServiceInput, valuesOf, type ServiceFormValues } from './service-form-values';

export const ServiceForm_category = graphql(`
  fragment ServiceForm_category on Category {
    id
    name
    active
    isSubcategory
    suggestedServiceName
    defaultDescription
    subcategories {
      id
      name
    }
    defaultPackages {
      ...PackagesEditor_template
    }
  }
`);

export const ServiceForm_city = graphql(`
  fragment ServiceForm_city on City {
    id
    name
    active
    areas {
      id
      name
    }
  }
`);

export const ServiceForm_service = graphql(`
  fragment ServiceForm_service on Service {
    id
    serviceName
    description
    category {
      id
    }
    subcategory {
      id
    }
    city {
      id
    }
    areas {
      id
    }
    serviceLocations
    mobileService
    phone
    businessName
    commissionType
    commissionRate
    activeAffiliate
    affiliateRate
    onPromo
    discountPercentage
    isMarkup
    recommended
    featured
    active
    bufferMinutes
  }
`);

interface ServiceFormProps {
  /** The service being edited; without it the form creates an internal service with its packages. */
  service?: FragmentType<typeof ServiceForm_service> | null;
  submitLabel: string;
  /**
   * Runs the mutation (`packages` only when creating); a rejection's field errors are shown beside the
   * fields (toasts are the caller's).
   */
  onSubmit: (input: ServiceInput, packages?: PackageValue[]) => Promise<unknown>;
  onCancel?: () => void;
}

/** The admin "Create Service" form, also used to edit any service (updateService keeps its status). */
export function ServiceForm({ service: serviceRef, submitLabel, onSubmit, onCancel }: ServiceFormProps) {
  const options = { categories: useAdminCategoryOptions(), cities: useAdminCityOptions() };
  const categories = options.categories.nodes.map((ref) => getFragmentData(ServiceForm_category, ref));
  const cities = options.cities.nodes.map((ref) => getFragmentData(ServiceForm_city, ref));
  const service = getFragmentData(ServiceForm_service, serviceRef);
  // A new service's packages: the chosen category's templates until the admin edits them.
  const [packages, setPackages] = useState<PackageDraft[]>(() => startingPackages([]));
  const [packagesEdited, setPackagesEdited] = useState(false);
  const [packageErrors, setPackageErrors] = useState<Record<string, string>>({});

  const form = useForm<ServiceFormValues>({
    initialValues: service ? valuesOf(service) : EMPTY_SERVICE,
    validate: serviceFormValidation,
  });

  const values = form.values;
  const topCategories = categories.filter((category) => !category.isSubcategory || category.id === values.categoryId);
  const category = categories.find((item) => item.id === values.categoryId);
  const subcategories = category?.subcategories ?? [];
  const areas = cities.find((city) => city.id === values.cityId)?.areas ?? [];

  const changePackages = (next: PackageDraft[]) => {
    setPackages(next);
    setPackagesEdited(true);
    setPackageErrors({});
  };

  /** Moves focus to the first field of the form with an error, once the errors are on screen. */
  const focusFirstError = (element: EventTarget | null | undefined) =>
    requestAnimationFrame(() => (element as HTMLFormElement | null)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const chooseCategory = (categoryId: string) => {
    form.setFieldValue('categoryId', categoryId);
    form.setFieldValue('subcategoryId', '');
    const chosen = categories.find((item) => item.id === categoryId);
    if (!service && chosen && !packagesEdited) setPackages(startingPackages(chosen.defaultPackages));
    if (!service && chosen) {
      if (!values.serviceName.trim() && chosen.suggestedServiceName) form.setFieldValue('serviceName', chosen.suggestedServiceName);
      if (!values.description.trim() && chosen.defaultDescription) form.setFieldValue('description', chosen.defaultDescription);
    }
  };

  const submit = form.onSubmit(
    async (v, event) => {
      // Read before any await: an event's currentTarget is cleared once its handlers have run.
      const formElement = event?.currentTarget;
      // A new service is created with its packages, each priced (the server refuses K0).
      const problems = service ? {} : validatePackageDrafts(packages);
      setPackageErrors(problems);
      if (Object.keys(problems).length > 0) {
        focusFirstError(formElement);
        return;
      }
      try {
        await onSubmit(toServiceInput(v), service ? undefined : packages.map(toPackageInput));
      } catch (failure) {
        const fields = fieldErrors(failure);
        form.setErrors(fields);
        setPackageErrors(packageFieldErrors(fields, 'packages'));
        focusFirstError(formElement);
      }
    },
    (_errors, _values, event) => focusFirstError(event?.currentTarget),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={service ? `Edit ${service.serviceName}` : 'Create Service'}>
      <Stack gap="sm">
        <OptionsProblem pages={options.categories} message="Failed to load categories" />
        <OptionsProblem pages={options.cities} message="Error loading cities" />
        <TextInput label="Service name" required {...form.getInputProps('serviceName')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            label="Category"
            required
            data={[
              { value: '', label: 'Select a category', disabled: true },
              ...topCategories.map((item) => ({ value: item.id, label: item.active ? item.name : `${item.name} (inactive)` })),
            ]}
            {...form.getInputProps('categoryId')}
            description={options.categories.loading ? 'Loading categories…' : undefined}
            onChange={(event) => chooseCategory(event.currentTarget.value)}
          />
          <NativeSelect
            label="Subcategory"
            description={category ? (subcategories.length ? 'Optional' : 'This category has no subcategories') : 'Choose a category first'}
            disabled={subcategories.length === 0}
            data={[
              { value: '', label: subcategories.length ? 'None' : '—' },
              ...subcategories.map((item) => ({ value: item.id, label: item.name })),
            ]}
            {...form.getInputProps('subcategoryId')}
          />
        </SimpleGrid>
        <Textarea label="Description" required autosize minRows={3} maxRows={8} {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            label="City"
            required
            data={[
              { value: '', label: 'Select a city', disabled: true },
              ...cities.map((city) => ({ value: city.id, label: city.active ? city.name : `${city.name} (inactive)` })),
            ]}
            {...form.getInputProps('cityId')}
            description={options.cities.loading ? 'Loading cities…' : undefined}
            onChange={(event) => {
              form.setFieldValue('cityId', event.currentTarget.value);
              form.setFieldValue('areaIds', []);
            }}
          />
          <MultiSelect
            label="Areas"
            description={values.cityId ? 'Areas of the chosen city' : 'Choose a city first'}
            placeholder={areas.length ? 'Pick areas' : undefined}
            disabled={!values.cityId}
            data={areas.map((area) => ({ value: area.id, label: area.name }))}
            searchable
            clearable
            {...form.getInputProps('areaIds')}
          />
        </SimpleGrid>
        <TagsInput
          label="Service locations"
          description="Optional: places served, press Enter after each"
          {...form.getInputProps('serviceLocations')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Phone" type="tel" description="Optional" {...form.getInputProps('phone')} />
          <TextInput label="Business name" description="Optional" {...form.getInputProps('businessName')} />
        </SimpleGrid>

        <Divider label="Scheduling" labelPosition="left" mt="xs" />
        <BufferField maw={{ base: '100%', sm: 340 }} {...form.getInputProps('bufferMinutes')} />

        <ServiceMoneyFields form={form} />

        <Divider label="Listing" labelPosition="left" mt="xs" />
        <Group gap="lg">
          <Checkbox label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
          <Checkbox label="Mobile service" {...form.getInputProps('mobileService', { type: 'checkbox' })} />
          <Checkbox label="Recommended" {...form.getInputProps('recommended', { type: 'checkbox' })} />
          <Checkbox label="Featured" {...form.getInputProps('featured', { type: 'checkbox' })} />
        </Group>
        {!service && (
          <NewServicePackages
            category={category?.name ?? null}
            value={packages}
            onChange={changePackages}
            errors={packageErrors}
            commission={{ type: values.commissionType, rate: values.commissionRate, isMarkup: values.isMarkup }}
          />
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
