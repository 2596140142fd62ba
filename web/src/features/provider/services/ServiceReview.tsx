import { Alert, Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import type { CommissionSettings } from '../../../components/catalogue/pricing';
import type { PackageDraft } from '../../../components/catalogue/package-drafts';
import { PackageFiguresTable } from './PackageFiguresTable';
import type { ServiceInfoValues } from './ServiceInfoFields';
import type { ReactNode } from 'react';
import { PhoneNumber } from '../../../components/PhoneLinks';

interface Named {
  id: string;
  name: string;
}

interface ServiceReviewProps {
  values: ServiceInfoValues;
  categories: ReadonlyArray<Named & { subcategories: ReadonlyArray<Named> }>;
  cities: ReadonlyArray<Named & { areas: ReadonlyArray<Named> }>;
  packages: PackageDraft[];
  commission: CommissionSettings | null;
  verified: boolean;
  /** Opens a step of the wizard (0 info, 1 packages). */
  onEdit: (step: number) => void;
}

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text fz="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
        {label}
      </Text>
      <Text fz="sm" fw={500} c={value ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-line' }}>
        {value || 'Not set'}
      </Text>
    </div>
  );
}

/** The wizard's last step: everything the provider entered, the money per package, and what happens next. */
export function ServiceReview({ values, categories, cities, packages, commission, verified, onEdit }: ServiceReviewProps) {
  const category = categories.find((item) => item.id === values.categoryId);
  const subcategory = category?.subcategories.find((item) => item.id === values.subcategoryId);
  const city = cities.find((item) => item.id === values.cityId);
  const areas = city?.areas.filter((area) => values.areaIds.includes(area.id)).map((area) => area.name) ?? [];

  return (
    <Stack gap="md">
      <Alert
        role="note"
        variant="light"
        color={verified ? 'brand' : 'copper'}
        icon={verified ? <IconCircleCheck /> : <IconClockHour4 />}
        title={verified ? 'Goes live at once' : 'Goes to review'}
      >
        {verified
          ? 'Your account is verified, so customers can book this service as soon as you submit it.'
          : 'Your account is not verified yet, so the service will be In Review: customers can book it once the team approves it.'}
      </Alert>

      <Card padding="lg">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={3} fz="md">
              Service info
            </Title>
            <Anchor component="button" type="button" fz="sm" onClick={() => onEdit(0)}>
              Edit info
            </Anchor>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Detail label="Service name" value={values.serviceName.trim()} />
            <Detail label="Category" value={[category?.name, subcategory?.name].filter(Boolean).join(' · ')} />
            <Detail label="City" value={city?.name ?? ''} />
            <Detail label="Areas" value={areas.join(', ')} />
            <Detail label="Phone" value={values.phone.trim() && <PhoneNumber phone={values.phone.trim()} />} />
            <Detail label="Business name" value={values.businessName.trim()} />
            <Detail label="Mobile service" value={values.mobileService ? 'Yes, I go to the customer' : 'No'} />
            <Detail label="Service locations" value={values.serviceLocations.join(', ')} />
          </SimpleGrid>
          <Detail label="Description" value={values.description.trim()} />
        </Stack>
      </Card>

      <Card padding="lg">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={3} fz="md">
              Packages
            </Title>
            <Anchor component="button" type="button" fz="sm" onClick={() => onEdit(1)}>
              Edit packages
            </Anchor>
          </Group>
          <PackageFiguresTable packages={packages} commission={commission} />
        </Stack>
      </Card>
    </Stack>
  );
}
