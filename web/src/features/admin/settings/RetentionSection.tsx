import { NumberInput, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconShieldLock } from '@tabler/icons-react';
import { RETENTION, type RetentionField } from '@server/modules/settings/retention-rules';
import { SettingsSection } from './SettingsSection';
import type { Values } from './settings-values';

/** How long what a booking leaves behind is kept after it ends (issue 34); a daily job removes the rest. */
export function RetentionSection({ form }: { form: UseFormReturnType<Values> }) {
  const days = (name: RetentionField, label: string, description: string) => (
    <NumberInput
      label={label}
      description={description}
      suffix=" days"
      min={RETENTION[name].min}
      max={RETENTION[name].max}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      inputMode="numeric"
      required
      {...form.getInputProps(name)}
    />
  );
  return (
    <SettingsSection
      icon={<IconShieldLock size={20} />}
      title="Keeping people's data"
      description="How long these are kept after a booking is completed or cancelled; every night the older ones are removed. The payments, messages and texts themselves stay, and nothing goes while a refund is still owed."
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {days('proofRetentionDays', 'Payment proofs', 'The photos customers upload as proof of payment.')}
        {days('messagePhotoRetentionDays', 'Message photos', "Photos sent in a booking's messages.")}
        {days('textRetentionDays', "Texts' words", 'What SMS texts said; their delivery record stays.')}
      </SimpleGrid>
    </SettingsSection>
  );
}
