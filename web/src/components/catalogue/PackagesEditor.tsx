/**
 * The packages of a service (or a category's default packages) as an editable list, shared by the admin
 * service page, the admin category form and the provider wizard / edit tabs.
 *
 *   const [drafts, setDrafts] = useState(() => toPackageDrafts(service.packages)); // ...PackagesEditor_package
 *   <PackagesEditor value={drafts} onChange={setDrafts}
 *     commission={{ type: service.commissionType, rate: service.commissionRate, isMarkup: service.isMarkup }}
 *     errors={packageFieldErrors(fieldErrors(error), 'packages')}
 *     onUploadImage={(pkg, file, onProgress) => uploadPackageImage(...)} />   // resolves with the image URL
 *   save: saveServicePackages({ serviceId, packages: drafts.map(toPackageInput) })
 *
 * Rules it applies (spec §5): the mandatory Basic package has no remove button and keeps its name; with
 * `commission` set, a deposit left below the platform commission is raised to it with 'Deposit cannot be
 * less than platform commission K{amount}' (lowDeposit 'raise', service edits) or flagged with 'Deposit
 * must be at least equal to AYS commission.' (lowDeposit 'refuse', the provider wizard); an image upload
 * for a package without a name is refused with 'Package must have a name before uploading an image.'.
 */
import {
  Badge,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  ActionIcon,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { DepositType } from '../../gql/graphql';
import { ImageUploader, type ProgressListener } from './ImageUploader';
import {
  depositRaisedMessage,
  depositShortfall,
  fromHundredths,
  toHundredths,
  type CommissionSettings,
} from './pricing';

export const PackagesEditor_package = graphql(`
  fragment PackagesEditor_package on Package {
    id
    name
    description
    price
    isMandatory
    depositType
    depositValue
    imageUrl
  }
`);

export const PackagesEditor_template = graphql(`
  fragment PackagesEditor_template on PackageTemplate {
    name
    description
    price
    isMandatory
    depositType
    depositValue
  }
`);

export const BASIC_PACKAGE = 'Basic';
export const PACKAGE_NEEDS_NAME = 'Package must have a name before uploading an image.';
export const DEPOSIT_BELOW_COMMISSION = 'Deposit must be at least equal to AYS commission.';
export const DEPOSITS_BELOW_COMMISSION = 'One or more packages have deposit less than the required commission.';

/** One package as the form holds it: money and deposit values as exact decimal strings. */
export interface PackageDraft {
  /** Stable React key (the id for saved packages). */
  key: string;
  /** Set for saved packages, so saving updates them instead of adding new ones. */
  id: string | null;
  name: string;
  description: string;
  price: string;
  isMandatory: boolean;
  depositType: DepositType;
  depositValue: string;
  imageUrl: string | null;
  /** The mandatory Basic package: cannot be removed or renamed. */
  isBasic: boolean;
}

let draftCounter = 0;
const newKey = () => `new-${(draftCounter += 1)}`;
const isBasicName = (name: string) => name.trim().toLowerCase() === BASIC_PACKAGE.toLowerCase();

/** An empty package to add to the list. */
export function newPackageDraft(overrides: Partial<PackageDraft> = {}): PackageDraft {
  return {
    key: newKey(),
    id: null,
    name: '',
    description: '',
    price: '0',
    isMandatory: false,
    depositType: 'AMOUNT',
    depositValue: '0',
    imageUrl: null,
    isBasic: false,
    ...overrides,
  };
}

/** The one mandatory 'Basic' package a new service starts with when its category has no defaults. */
export function basicPackageDraft(): PackageDraft {
  return newPackageDraft({ name: BASIC_PACKAGE, isMandatory: true, isBasic: true });
}

interface PackageLike {
  id?: string | null;
  name: string;
  description?: string | null;
  price: string;
  isMandatory: boolean;
  depositType: DepositType;
  depositValue: string;
  imageUrl?: string | null;
}

function draftOf(pkg: PackageLike, keepId: boolean): PackageDraft {
  const basic = isBasicName(pkg.name);
  return {
    key: keepId && pkg.id ? pkg.id : newKey(),
    id: keepId ? (pkg.id ?? null) : null,
    name: pkg.name,
    description: pkg.description ?? '',
    price: pkg.price,
    isMandatory: pkg.isMandatory || basic,
    depositType: pkg.depositType,
    depositValue: pkg.depositValue,
    imageUrl: pkg.imageUrl ?? null,
    isBasic: basic,
  };
}

/** Drafts of a service's saved packages (spread `...PackagesEditor_package` into the query). */
export function toPackageDrafts(refs: ReadonlyArray<FragmentType<typeof PackagesEditor_package>>): PackageDraft[] {
  return refs.map((ref) => draftOf(getFragmentData(PackagesEditor_package, ref), true));
}

/** Drafts of a category's default packages (`...PackagesEditor_template`); as new packages for a service too. */
export function toTemplateDrafts(refs: ReadonlyArray<FragmentType<typeof PackagesEditor_template>>): PackageDraft[] {
  return refs.map((ref) => draftOf(getFragmentData(PackagesEditor_template, ref), false));
}

const decimal = (value: string) => {
  const hundredths = toHundredths(value);
  return hundredths === null ? value.trim() : fromHundredths(hundredths);
};

/** A category's default package as CategoryInput.defaultPackages takes it (PackageTemplateInput). */
export interface PackageTemplateValue {
  name: string;
  description: string | null;
  price: string;
  isMandatory: boolean;
  depositType: DepositType;
  depositValue: string;
}

/** A package as saveServicePackages and createMyService take it (PackageInput). */
export interface PackageValue extends PackageTemplateValue {
  id: string | null;
  imageUrl: string | null;
}

/** For saveServicePackages / createMyService. */
export function toPackageInput(draft: PackageDraft): PackageValue {
  return {
    id: draft.id,
    name: draft.name.trim(),
    description: draft.description.trim() || null,
    price: decimal(draft.price),
    isMandatory: draft.isMandatory || draft.isBasic,
    depositType: draft.depositType,
    depositValue: draft.depositValue.trim(),
    imageUrl: draft.imageUrl,
  };
}

/** For a category's defaultPackages. */
export function toPackageTemplateInput(draft: PackageDraft): PackageTemplateValue {
  return {
    name: draft.name.trim(),
    description: draft.description.trim() || null,
    price: decimal(draft.price),
    isMandatory: draft.isMandatory || draft.isBasic,
    depositType: draft.depositType,
    depositValue: draft.depositValue.trim(),
  };
}

/**
 * Field errors for the editor from a BAD_USER_INPUT's `extensions.fields`: `packages.0.depositValue` ->
 * `0.depositValue` (prefix 'packages', or 'defaultPackages' for categories); the list's own message -> ''.
 */
export function packageFieldErrors(fields: Record<string, string>, prefix: string): Record<string, string> {
  const start = `${prefix}.`;
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([key]) => key === prefix || key.startsWith(start))
      .map(([key, message]) => [key === prefix ? '' : key.slice(start.length), message]),
  );
}

/**
 * The checks worth doing before a save, keyed like `errors` (`{index}.{field}`): names present and
 * different, prices and deposits plain decimals, percentage deposits at most 100, and (for a service,
 * not for category defaults) a Basic package. Empty when all is well.
 */
export function validatePackageDrafts(drafts: PackageDraft[], { requireBasic = true } = {}): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  drafts.forEach((draft, index) => {
    const name = draft.name.trim().toLowerCase();
    if (!name) errors[`${index}.name`] = 'Package name is required.';
    else if (seen.has(name)) errors[`${index}.name`] = 'Package names must be different.';
    seen.add(name);
    if (toHundredths(draft.price) === null) errors[`${index}.price`] = 'Price must be a number with at most two decimals.';
    const deposit = toHundredths(draft.depositValue);
    if (deposit === null) errors[`${index}.depositValue`] = 'Deposit must be a number with at most two decimals.';
    else if (draft.depositType === 'PERCENTAGE' && deposit > 10_000) {
      errors[`${index}.depositValue`] = 'A percentage deposit cannot be more than 100%.';
    }
  });
  if (requireBasic && !drafts.some((draft) => draft.isBasic || isBasicName(draft.name))) errors[''] = 'The mandatory Basic package cannot be removed.';
  return errors;
}

/** Indexes of packages whose deposit is below the platform commission (for the wizard's save check). */
export function lowDepositIndexes(drafts: PackageDraft[], commission: CommissionSettings): number[] {
  return drafts.flatMap((draft, index) =>
    depositShortfall(draft.price, draft.depositType, draft.depositValue, commission) === null ? [] : [index],
  );
}

/** Raises one draft's deposit to the commission (as a kwacha amount, as the server does). */
export function raiseDeposit(draft: PackageDraft, commission: CommissionSettings): { draft: PackageDraft; message: string } | null {
  const minimum = depositShortfall(draft.price, draft.depositType, draft.depositValue, commission);
  if (minimum === null) return null;
  return {
    draft: { ...draft, depositType: 'AMOUNT', depositValue: fromHundredths(minimum) },
    message: depositRaisedMessage(minimum),
  };
}

export interface PackagesEditorProps {
  value: PackageDraft[];
  onChange: (packages: PackageDraft[]) => void;
  /** The service's commission; enables the deposit rule. Leave out for category default packages. */
  commission?: CommissionSettings | null;
  /** 'raise' (service edits, the default) or 'refuse' (the provider wizard). */
  lowDeposit?: 'raise' | 'refuse';
  /** Messages by `{index}.{field}` (see packageFieldErrors), shown beside the fields. */
  errors?: Record<string, string>;
  /** Told each time the editor raises a deposit (to repeat the message after saving, say). */
  onDepositRaised?: (pkg: PackageDraft, message: string) => void;
  /** Stores a package image and resolves with its URL; without it packages have no image field. */
  onUploadImage?: (pkg: PackageDraft, file: File, onProgress: ProgressListener) => Promise<string>;
  disabled?: boolean;
  /** At most this many packages (the server takes 20). */
  maxPackages?: number;
}

/** The editable package list: name, price, deposit, description, mandatory, image; add and remove. */
export function PackagesEditor({
  value,
  onChange,
  commission,
  lowDeposit = 'raise',
  errors = {},
  onDepositRaised,
  onUploadImage,
  disabled = false,
  maxPackages = 20,
}: PackagesEditorProps) {
  // Per package key: the message explaining a deposit the editor raised.
  const [notices, setNotices] = useState<Record<string, string>>({});
  // The latest list, for an image upload that finishes after other edits.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const update = (key: string, patch: Partial<PackageDraft>) => {
    onChange(latest.current.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)));
    if ('depositValue' in patch || 'depositType' in patch || 'price' in patch) {
      setNotices(({ [key]: _dropped, ...rest }) => rest);
    }
  };

  /** On leaving a deposit field: raise a deposit below the commission (mode 'raise'). */
  const checkDeposit = (key: string) => {
    if (!commission || lowDeposit !== 'raise') return;
    const draft = value.find((item) => item.key === key);
    const raised = draft && raiseDeposit(draft, commission);
    if (!raised) return;
    onChange(value.map((item) => (item.key === key ? raised.draft : item)));
    setNotices((current) => ({ ...current, [key]: raised.message }));
    onDepositRaised?.(raised.draft, raised.message);
  };

  const remove = (key: string) => onChange(value.filter((draft) => draft.key !== key));
  const add = () => onChange([...value, newPackageDraft()]);

  /** A package image needs the package's name (the server files it under that name). */
  const refuseNameless = (draft: PackageDraft) => {
    if (draft.name.trim()) return null;
    notifications.show({ color: 'red', message: PACKAGE_NEEDS_NAME });
    return PACKAGE_NEEDS_NAME;
  };

  const uploadImage = async (draft: PackageDraft, file: File, onProgress: ProgressListener) => {
    if (!onUploadImage) return;
    const url = await onUploadImage(draft, file, onProgress);
    update(draft.key, { imageUrl: url });
  };

  return (
    <Stack gap="md">
      {value.length === 0 && (
        <Text c="dimmed" fz="sm">
          No packages yet.
        </Text>
      )}
      {value.map((draft, index) => {
        const title = draft.name.trim() || `Package ${index + 1}`;
        const refused =
          commission && lowDeposit === 'refuse' && depositShortfall(draft.price, draft.depositType, draft.depositValue, commission) !== null
            ? DEPOSIT_BELOW_COMMISSION
            : null;
        const fieldError = (field: string) => errors[`${index}.${field}`];
        return (
          <Paper key={draft.key} withBorder p="md" component="fieldset" aria-label={`${title} package`} m={0}>
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <Group gap="xs">
                  <Text fw={700}>{title}</Text>
                  {(draft.isMandatory || draft.isBasic) && (
                    <Badge size="sm" variant="light">
                      Mandatory
                    </Badge>
                  )}
                </Group>
                {!draft.isBasic && (
                  <Tooltip label="Remove package">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${title} package`}
                      onClick={() => remove(draft.key)}
                      disabled={disabled}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
                <TextInput
                  label="Package name"
                  required
                  value={draft.name}
                  readOnly={draft.isBasic}
                  description={draft.isBasic ? 'The mandatory package' : undefined}
                  onChange={(event) => update(draft.key, { name: event.currentTarget.value })}
                  error={fieldError('name')}
                  disabled={disabled}
                />
                <TextInput
                  label="Price (K)"
                  required
                  inputMode="decimal"
                  value={draft.price}
                  onChange={(event) => update(draft.key, { price: event.currentTarget.value })}
                  error={fieldError('price')}
                  disabled={disabled}
                />
                <NativeSelect
                  label="Deposit type"
                  data={[
                    { value: 'AMOUNT', label: 'Amount (K)' },
                    { value: 'PERCENTAGE', label: 'Percentage (%)' },
                  ]}
                  value={draft.depositType}
                  onChange={(event) => update(draft.key, { depositType: event.currentTarget.value as DepositType })}
                  error={fieldError('depositType')}
                  disabled={disabled}
                />
                <TextInput
                  label={draft.depositType === 'PERCENTAGE' ? 'Deposit (%)' : 'Deposit (K)'}
                  inputMode="decimal"
                  value={draft.depositValue}
                  onChange={(event) => update(draft.key, { depositValue: event.currentTarget.value })}
                  onBlur={() => checkDeposit(draft.key)}
                  error={fieldError('depositValue') ?? refused}
                  description={notices[draft.key]}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  styles={{ description: { color: 'var(--mantine-color-copper-8)', fontWeight: 600 } }}
                  disabled={disabled}
                />
              </SimpleGrid>
              <Textarea
                label="Description"
                autosize
                minRows={2}
                maxRows={6}
                value={draft.description}
                onChange={(event) => update(draft.key, { description: event.currentTarget.value })}
                error={fieldError('description')}
                disabled={disabled}
              />
              <Group justify="space-between" align="flex-end" gap="sm">
                <Checkbox
                  label="Mandatory"
                  checked={draft.isMandatory || draft.isBasic}
                  disabled={disabled || draft.isBasic}
                  onChange={(event) => update(draft.key, { isMandatory: event.currentTarget.checked })}
                />
              </Group>
              {onUploadImage && (
                <ImageUploader
                  compact
                  label={`${title} image`}
                  value={draft.imageUrl}
                  disabled={disabled}
                  beforeUpload={() => refuseNameless(draft)}
                  onUpload={(file, onProgress) => uploadImage(draft, file, onProgress)}
                />
              )}
              {fieldError('imageUrl') && (
                <Text c="red" fz="sm">
                  {fieldError('imageUrl')}
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
      {errors[''] && (
        <Text c="red" fz="sm">
          {errors['']}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={add}
          disabled={disabled || value.length >= maxPackages}
        >
          Add package
        </Button>
      </Group>
    </Stack>
  );
}
