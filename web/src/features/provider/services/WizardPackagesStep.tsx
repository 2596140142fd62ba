import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { CommissionSettings } from '../../../components/catalogue/pricing';
import { BASIC_PACKAGE, type PackageDraft } from '../../../components/catalogue/package-drafts';
import { PackagesEditor } from '../../../components/catalogue/PackagesEditor';
import { PricesAtAGlance } from './PackageFiguresTable';
import { rateText } from './pricing';

interface WizardPackagesStepProps {
  /** The category chosen in the first step, if any: its commission applies and its packages are the start. */
  category: { name: string } | undefined;
  commission: CommissionSettings | null;
  packages: PackageDraft[];
  onChange: (packages: PackageDraft[]) => void;
  /** Set once the provider has changed the category's packages: offers to start again from them. */
  onReset: (() => void) | null;
  errors: Record<string, string>;
  disabled: boolean;
}

/** The wizard's second step: the commission that applies, the packages, and their prices at a glance. */
export function WizardPackagesStep({ category, commission, packages, onChange, onReset, errors, disabled }: WizardPackagesStepProps) {
  return (
    <Stack gap="md">
      {commission && category ? (
        <Alert variant="light" color="gray" icon={<IconInfoCircle />} role="note">
          {category.name}: the platform commission is {rateText(commission)} of each package price
          {commission.isMarkup ? ', added to your price (customers pay your price plus the commission).' : ', taken from your price.'} Each
          deposit must cover at least the commission.
        </Alert>
      ) : (
        <Alert variant="light" color="copper" icon={<IconInfoCircle />} role="note">
          Choose a category in the first step to see the platform commission and its default packages.
        </Alert>
      )}
      {onReset && category && (
        <Group>
          <Button variant="subtle" size="xs" onClick={onReset}>
            Start again from the {category.name} packages
          </Button>
        </Group>
      )}
      <PackagesEditor
        value={packages}
        onChange={onChange}
        commission={commission}
        lowDeposit="refuse"
        errors={errors}
        disabled={disabled}
      />
      <Text fz="xs" c="dimmed">
        The {BASIC_PACKAGE} package is mandatory. You can add photos to packages after submitting.
      </Text>
      {commission && <PricesAtAGlance packages={packages} commission={commission} />}
    </Stack>
  );
}
