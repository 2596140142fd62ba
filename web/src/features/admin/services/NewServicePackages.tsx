import { Divider, Stack, Text } from '@mantine/core';
import type { PackageDraft } from '../../../components/catalogue/package-drafts';
import { PackagesEditor } from '../../../components/catalogue/PackagesEditor';
import type { CommissionSettings } from '../../../components/catalogue/pricing';

interface NewServicePackagesProps {
  /** The chosen category's name, or null before one is chosen. */
  category: string | null;
  value: PackageDraft[];
  onChange: (packages: PackageDraft[]) => void;
  errors: Record<string, string>;
  commission: CommissionSettings;
}

/**
 * The packages a new internal service is created with: the category's default packages to start from,
 * each to be priced (a template without a price starts blank) or removed.
 */
export function NewServicePackages({ category, value, onChange, errors, commission }: NewServicePackagesProps) {
  return (
    <Stack gap="xs">
      <Divider label="Packages" labelPosition="left" mt="xs" />
      <Text fz="sm" c="dimmed">
        {category
          ? `Starting from the ${category} default packages. Give each package you keep a price above K0, or remove it; the Basic package is mandatory.`
          : 'Choose a category to start from its default packages. The Basic package is mandatory and needs a price above K0.'}{' '}
        Add images on the service&apos;s page.
      </Text>
      <PackagesEditor value={value} onChange={onChange} errors={errors} commission={commission} />
    </Stack>
  );
}
