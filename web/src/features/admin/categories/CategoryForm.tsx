import { Button, Checkbox, Divider, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  packageFieldErrors,
  toPackageTemplateInput,
  validatePackageDrafts,
  type PackageDraft,
  toTemplateDrafts,
} from '../../../components/catalogue/package-drafts';
import { PackagesEditor } from '../../../components/catalogue/PackagesEditor';
import { DEFAULT_COMMISSION_SETTINGS } from '../../../components/catalogue/pricing';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { CategoryInput, CommissionType } from '../../../gql/graphql';
import { fieldErrors } from '../../../lib/errors';
import { showFirstError } from '../../../lib/form-focus';
import { COMMISSION_TYPE_OPTIONS } from '../shared/labels';
import { fieldRule } from '../../../lib/form-rules';
import { CommissionType as CommissionRule } from '@server/modules/catalogue/pricing-rules';
import { categoryCommissionRules, categoryFields, categoryParentRules } from '@server/modules/catalogue/category-rules';

export const CategoryForm_category = graphql(`
  fragment CategoryForm_category on Category {
    id
    name
    image
    active
    hasSubscriptionPackage
    commissionBased
    commissionType
    commissionValue
    isMarkup
    suggestedServiceName
    isSubcategory
    defaultDescription
    parent {
      id
    }
    defaultPackages {
      ...PackagesEditor_template
    }
  }
`);

export const CategoryForm_parent = graphql(`
  fragment CategoryForm_parent on Category {
    id
    name
    isSubcategory
  }
`);

const checkCommission = fieldRule(categoryCommissionRules);
const checkParent = fieldRule(categoryParentRules);

interface CategoryValues {
  name: string;
  suggestedServiceName: string;
  active: boolean;
  hasSubscriptionPackage: boolean;
  commissionBased: boolean;
  commissionType: CommissionType;
  commissionValue: string;
  isMarkup: boolean;
  isSubcategory: boolean;
  parentCategoryId: string;
  defaultDescription: string;
}

interface CategoryFormProps {
  category?: FragmentType<typeof CategoryForm_category> | null;
  /** Every category; top-level ones (other than this one) can be the parent. */
  parents: FragmentType<typeof CategoryForm_parent>[];
  submitLabel: string;
  /** Runs the mutation; a rejection's field errors are shown beside the fields (toasts are the caller's). */
  onSubmit: (input: CategoryInput) => Promise<unknown>;
  onCancel?: () => void;
}

/** Create and Edit of a category: name and suggested service name required; commission, markup, parent, defaults. */
export function CategoryForm({ category: ref, parents: parentRefs, submitLabel, onSubmit, onCancel }: CategoryFormProps) {
  const category = getFragmentData(CategoryForm_category, ref);
  const parents = parentRefs
    .map((parentRef) => getFragmentData(CategoryForm_parent, parentRef))
    .filter((parent) => !parent.isSubcategory && parent.id !== category?.id);
  const [packages, setPackages] = useState<PackageDraft[]>(() => (category ? toTemplateDrafts(category.defaultPackages) : []));
  const [packageErrors, setPackageErrors] = useState<Record<string, string>>({});

  const form = useForm<CategoryValues>({
    initialValues: {
      name: category?.name ?? '',
      suggestedServiceName: category?.suggestedServiceName ?? '',
      active: category?.active ?? true,
      hasSubscriptionPackage: category?.hasSubscriptionPackage ?? false,
      commissionBased: category?.commissionBased ?? true,
      commissionType: category?.commissionType ?? DEFAULT_COMMISSION_SETTINGS.type,
      commissionValue: category?.commissionValue ?? DEFAULT_COMMISSION_SETTINGS.rate,
      isMarkup: category?.isMarkup ?? false,
      isSubcategory: category?.isSubcategory ?? false,
      parentCategoryId: category?.parent?.id ?? '',
      defaultDescription: category?.defaultDescription ?? '',
    },
    validate: {
      name: fieldRule(categoryFields.name),
      suggestedServiceName: fieldRule(categoryFields.suggestedServiceName),
      commissionValue: (value, values) =>
        checkCommission({ commissionType: CommissionRule[values.commissionType], commissionValue: value }),
      parentCategoryId: (value, values) => checkParent({ isSubcategory: values.isSubcategory, parentCategoryId: value }),
    },
  });

  const submit = form.onSubmit(async (values) => {
    const problems = validatePackageDrafts(packages, { templates: true });
    setPackageErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const input: CategoryInput = {
      name: values.name.trim(),
      suggestedServiceName: values.suggestedServiceName.trim(),
      image: category?.image ?? null,
      active: values.active,
      hasSubscriptionPackage: values.hasSubscriptionPackage,
      commissionBased: values.commissionBased,
      commissionType: values.commissionType,
      commissionValue: values.commissionValue.trim(),
      isMarkup: values.isMarkup,
      isSubcategory: values.isSubcategory,
      parentCategoryId: values.isSubcategory ? values.parentCategoryId : null,
      defaultDescription: values.defaultDescription.trim() || null,
      defaultPackages: packages.map(toPackageTemplateInput),
    };
    try {
      await onSubmit(input);
    } catch (failure) {
      const fields = fieldErrors(failure);
      form.setErrors(fields);
      showFirstError(fields);
      setPackageErrors(packageFieldErrors(fields, 'defaultPackages'));
    }
  }, showFirstError);

  const percentage = form.values.commissionType === 'PERCENTAGE';
  return (
    <form onSubmit={submit} noValidate aria-label={category ? `Edit ${category.name}` : 'Create category'}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <TextInput label="Suggested service name" required {...form.getInputProps('suggestedServiceName')} />
        </SimpleGrid>
        <Group gap="lg">
          <Checkbox label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
          <Checkbox label="Commission based" {...form.getInputProps('commissionBased', { type: 'checkbox' })} />
          <Checkbox label="Has subscription package" {...form.getInputProps('hasSubscriptionPackage', { type: 'checkbox' })} />
        </Group>

        <Divider label="Commission" labelPosition="left" mt="xs" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect label="Commission type" data={COMMISSION_TYPE_OPTIONS} {...form.getInputProps('commissionType')} />
          <TextInput
            label={percentage ? 'Commission value (%)' : 'Commission value (K)'}
            inputMode="decimal"
            {...form.getInputProps('commissionValue')}
          />
        </SimpleGrid>
        <Checkbox label="Markup: customers pay the price plus the commission" {...form.getInputProps('isMarkup', { type: 'checkbox' })} />

        <Divider label="Subcategory" labelPosition="left" mt="xs" />
        <Checkbox
          label="This is a subcategory"
          {...form.getInputProps('isSubcategory', { type: 'checkbox' })}
          onChange={(event) => {
            form.setFieldValue('isSubcategory', event.currentTarget.checked);
            if (!event.currentTarget.checked) form.setFieldValue('parentCategoryId', '');
          }}
        />
        {form.values.isSubcategory && (
          <NativeSelect
            label="Parent category"
            required
            data={[
              { value: '', label: 'Select a parent category', disabled: true },
              ...parents.map((parent) => ({ value: parent.id, label: parent.name })),
            ]}
            {...form.getInputProps('parentCategoryId')}
          />
        )}

        <Divider label="Defaults for new services" labelPosition="left" mt="xs" />
        <Textarea
          label="Default description"
          description="Optional"
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('defaultDescription')}
        />
        <div>
          <Text fw={500} fz="sm">
            Default packages
          </Text>
          <Text c="dimmed" fz="xs" mb="xs">
            New services of this category start with these packages (delivery in 1 day); a package without a price here must be priced (or
            removed) by whoever creates the service. A mandatory Basic package is always added.
          </Text>
          <PackagesEditor value={packages} onChange={setPackages} errors={packageErrors} templates />
        </div>

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
