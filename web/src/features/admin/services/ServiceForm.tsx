import {
  Button,
  Checkbox,
  Divider,
  Group,
  MultiSelect,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { toHundredths } from '../../../components/catalogue/pricing';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { CommissionType, ServiceForm_ServiceFragment, ServiceInput } from '../../../gql/graphql';
import { fieldErrors } from '../../../lib/errors';
import { showFirstError } from '../shared/form';
import { COMMISSION_TYPE_OPTIONS } from '../shared/labels';

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
  }
`);

export interface ServiceFormValues {
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
  commissionType: CommissionType;
  commissionRate: string;
  activeAffiliate: boolean;
  affiliateRate: string;
  onPromo: boolean;
  discountPercentage: number | string;
  isMarkup: boolean;
  recommended: boolean;
  featured: boolean;
  active: boolean;
}

interface ServiceFormProps {
  categories: FragmentType<typeof ServiceForm_category>[];
  cities: FragmentType<typeof ServiceForm_city>[];
  /** The service being edited; without it the form creates an internal service. */
  service?: FragmentType<typeof ServiceForm_service> | null;
  submitLabel: string;
  /** Runs the mutation; a rejection's field errors are shown beside the fields (toasts are the caller's). */
  onSubmit: (input: ServiceInput) => Promise<unknown>;
  onCancel?: () => void;
}

/** Spec §9 defaults: Percentage, 15; affiliate rate 0. */
const EMPTY: ServiceFormValues = {
  serviceName: '',
  categoryId: '',
  subcategoryId: '',
  description: '',
  cityId: '',
  areaIds: [],
  serviceLocations: [],
  mobileService: false,
  phone: '',
  businessName: '',
  commissionType: 'PERCENTAGE',
  commissionRate: '15',
  activeAffiliate: false,
  affiliateRate: '0',
  onPromo: false,
  discountPercentage: 0,
  isMarkup: false,
  recommended: false,
  featured: false,
  active: true,
};


function valuesOf(service: ServiceForm_ServiceFragment): ServiceFormValues {
  return {
    serviceName: service.serviceName,
    categoryId: service.category.id,
    subcategoryId: service.subcategory?.id ?? '',
    description: service.description ?? '',
    cityId: service.city?.id ?? '',
    areaIds: service.areas.map((area) => area.id),
    serviceLocations: service.serviceLocations,
    mobileService: service.mobileService,
    phone: service.phone ?? '',
    businessName: service.businessName ?? '',
    commissionType: service.commissionType,
    commissionRate: service.commissionRate,
    activeAffiliate: service.activeAffiliate,
    affiliateRate: service.affiliateRate,
    onPromo: service.onPromo,
    discountPercentage: service.discountPercentage,
    isMarkup: service.isMarkup,
    recommended: service.recommended,
    featured: service.featured,
    active: service.active,
  };
}

const required = (message: string) => (value: string) => (value.trim() ? null : message);

function rateError(value: string, percentage: boolean, requiredMessage: string, label: string): string | null {
  if (!value.trim()) return requiredMessage;
  const hundredths = toHundredths(value);
  if (hundredths === null) return `${label} must be a number with at most two decimals.`;
  if (percentage && hundredths > 10_000) return `${label} cannot be more than 100%.`;
  return null;
}

/** The admin "Create Service" form, also used to edit any service (updateService keeps its status). */
export function ServiceForm({ categories: categoryRefs, cities: cityRefs, service: serviceRef, submitLabel, onSubmit, onCancel }: ServiceFormProps) {
  const categories = categoryRefs.map((ref) => getFragmentData(ServiceForm_category, ref));
  const cities = cityRefs.map((ref) => getFragmentData(ServiceForm_city, ref));
  const service = getFragmentData(ServiceForm_service, serviceRef);

  const form = useForm<ServiceFormValues>({
    initialValues: service ? valuesOf(service) : EMPTY,
    validate: {
      serviceName: required('Service name is required.'),
      categoryId: (value) => (value ? null : 'Category is required.'),
      description: required('Description is required.'),
      cityId: (value) => (value ? null : 'City is required.'),
      commissionType: (value) => (value ? null : 'Commission type is required.'),
      commissionRate: (value, values) =>
        rateError(value, values.commissionType === 'PERCENTAGE', 'Commission rate is required.', 'Commission rate'),
      affiliateRate: (value) => rateError(value || '0', true, 'Affiliate rate is required.', 'Affiliate rate'),
      discountPercentage: (value, values) => {
        if (!values.onPromo) return null;
        const number = typeof value === 'number' ? value : Number(value);
        return value === '' || !Number.isInteger(number) || number < 0 || number > 100
          ? 'Discount must be between 0 and 100.'
          : null;
      },
    },
  });

  const values = form.values;
  const topCategories = categories.filter((category) => !category.isSubcategory || category.id === values.categoryId);
  const category = categories.find((item) => item.id === values.categoryId);
  const subcategories = category?.subcategories ?? [];
  const areas = cities.find((city) => city.id === values.cityId)?.areas ?? [];
  const percentage = values.commissionType === 'PERCENTAGE';

  const chooseCategory = (categoryId: string) => {
    form.setFieldValue('categoryId', categoryId);
    form.setFieldValue('subcategoryId', '');
    const chosen = categories.find((item) => item.id === categoryId);
    if (!service && chosen) {
      if (!values.serviceName.trim() && chosen.suggestedServiceName) form.setFieldValue('serviceName', chosen.suggestedServiceName);
      if (!values.description.trim() && chosen.defaultDescription) form.setFieldValue('description', chosen.defaultDescription);
    }
  };

  const submit = form.onSubmit(async (v) => {
    const input: ServiceInput = {
      serviceName: v.serviceName.trim(),
      categoryId: v.categoryId,
      subcategoryId: v.subcategoryId || null,
      description: v.description.trim(),
      cityId: v.cityId,
      areaIds: v.areaIds,
      serviceLocations: v.serviceLocations,
      mobileService: v.mobileService,
      phone: v.phone.trim() || null,
      businessName: v.businessName.trim() || null,
      commissionType: v.commissionType,
      commissionRate: v.commissionRate.trim(),
      activeAffiliate: v.activeAffiliate,
      affiliateRate: v.affiliateRate.trim() || '0',
      onPromo: v.onPromo,
      discountPercentage: v.onPromo ? Number(v.discountPercentage) : 0,
      isMarkup: v.isMarkup,
      recommended: v.recommended,
      featured: v.featured,
      active: v.active,
    };
    try {
      await onSubmit(input);
    } catch (failure) {
      form.setErrors(fieldErrors(failure));
      showFirstError(fieldErrors(failure));
    }
  }, showFirstError);

  return (
    <form onSubmit={submit} noValidate aria-label={service ? `Edit ${service.serviceName}` : 'Create Service'}>
      <Stack gap="sm">
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

        <Divider label="Commission" labelPosition="left" mt="xs" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect label="Commission type" required data={COMMISSION_TYPE_OPTIONS} {...form.getInputProps('commissionType')} />
          <TextInput
            label={percentage ? 'Commission rate (%)' : 'Commission rate (K)'}
            required
            inputMode="decimal"
            {...form.getInputProps('commissionRate')}
          />
        </SimpleGrid>
        <Checkbox
          label="Markup: customers pay the price plus the commission"
          {...form.getInputProps('isMarkup', { type: 'checkbox' })}
        />

        <Divider label="Affiliates and promotion" labelPosition="left" mt="xs" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
          <Stack gap="xs">
            <Switch label="Active affiliate" {...form.getInputProps('activeAffiliate', { type: 'checkbox' })} />
            <TextInput label="Affiliate rate (%)" inputMode="decimal" {...form.getInputProps('affiliateRate')} />
          </Stack>
          <Stack gap="xs">
            <Switch label="On promo" {...form.getInputProps('onPromo', { type: 'checkbox' })} />
            {values.onPromo && (
              <NumberInput
                label="Discount percentage"
                min={0}
                max={100}
                clampBehavior="none"
                allowDecimal={false}
                allowNegative={false}
                suffix="%"
                {...form.getInputProps('discountPercentage')}
              />
            )}
          </Stack>
        </SimpleGrid>

        <Divider label="Listing" labelPosition="left" mt="xs" />
        <Group gap="lg">
          <Checkbox label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
          <Checkbox label="Mobile service" {...form.getInputProps('mobileService', { type: 'checkbox' })} />
          <Checkbox label="Recommended" {...form.getInputProps('recommended', { type: 'checkbox' })} />
          <Checkbox label="Featured" {...form.getInputProps('featured', { type: 'checkbox' })} />
        </Group>
        {!service && (
          <Text fz="xs" c="dimmed">
            The new service starts with its category&apos;s default packages (always including Basic); add an image and
            edit packages on its page.
          </Text>
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
