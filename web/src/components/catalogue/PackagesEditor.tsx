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
 * Rules it applies (spec §5), in the server's words (package-rules.ts): the mandatory Basic package has no
 * remove button and keeps its name; with `commission` set, a deposit left below the platform commission is
 * raised to it with depositRaisedMessage (lowDeposit 'raise', service edits) or flagged with
 * DEPOSIT_BELOW_COMMISSION (lowDeposit 'refuse', the provider wizard); an image upload for a package
 * without a name is refused with PACKAGE_NEEDS_NAME.
 */
import {
  Badge,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
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
import type { DepositType } from '../../gql/graphql';
import { ImageUploader } from './ImageUploader';
import type { ProgressListener } from './upload-parts';
import { DEPOSIT_BELOW_COMMISSION, newPackageDraft, PACKAGE_NEEDS_NAME, raiseDeposit, type PackageDraft } from './package-drafts';
import { depositShortfall, type CommissionSettings } from './pricing';
import { formatMinutes, lengthProblem, MAX_LENGTH_MINUTES, MIN_LENGTH_MINUTES } from '@server/modules/catalogue/timing-rules';

/** "How long one job takes: 2 h", or the allowed range while the value is not one. */
function lengthDescription(minutes: number | string): string {
  const value = minutes === '' ? Number.NaN : Number(minutes);
  return lengthProblem(value)
    ? `How long one job takes, ${MIN_LENGTH_MINUTES} to ${MAX_LENGTH_MINUTES}`
    : `How long one job takes: ${formatMinutes(value)}`;
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
  /** A category's default packages: a price may be left blank (no price yet; services price their own). */
  templates?: boolean;
}

/** The editable package list: name, price, deposit, description, length (not for templates), mandatory, image; add and remove. */
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
  templates = false,
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
                  required={!templates}
                  description={templates ? 'Optional: blank for no price yet' : undefined}
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
                label="Package description"
                autosize
                minRows={2}
                maxRows={6}
                value={draft.description}
                onChange={(event) => update(draft.key, { description: event.currentTarget.value })}
                error={fieldError('description')}
                disabled={disabled}
              />
              <Group align="center" gap="lg">
                {!templates && (
                  <NumberInput
                    label="Length (minutes)"
                    description={lengthDescription(draft.durationMinutes)}
                    min={MIN_LENGTH_MINUTES}
                    max={MAX_LENGTH_MINUTES}
                    step={15}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="none"
                    value={draft.durationMinutes}
                    onChange={(minutes) => update(draft.key, { durationMinutes: minutes })}
                    error={fieldError('durationMinutes')}
                    inputWrapperOrder={['label', 'input', 'description', 'error']}
                    disabled={disabled}
                    w={{ base: '100%', xs: 220 }}
                  />
                )}
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
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add} disabled={disabled || value.length >= maxPackages}>
          Add package
        </Button>
      </Group>
    </Stack>
  );
}
