import { Alert, Anchor, Card, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import type { CommissionSettings } from '../../../components/catalogue/pricing';
import type { PackageDraft } from '../../../components/catalogue/package-drafts';
import { PackageFiguresTable } from './PackageFiguresTable';
import type { ServiceInfoValues } from './ServiceInfoFields';
import { PhoneNumber } from '../../../components/PhoneLinks';
import { Fact } from '../../../components/Fact';

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
            <Fact label="Service name" fz="sm">
              {values.serviceName.trim()}
            </Fact>
            <Fact label="Category" fz="sm">
              {[category?.name, subcategory?.name].filter(Boolean).join(' · ')}
            </Fact>
            <Fact label="City" fz="sm">
              {city?.name ?? ''}
            </Fact>
            <Fact label="Areas" fz="sm">
              {areas.join(', ')}
            </Fact>
            <Fact label="Phone" fz="sm">
              {values.phone.trim() && <PhoneNumber phone={values.phone.trim()} />}
            </Fact>
            <Fact label="Business name" fz="sm">
              {values.businessName.trim()}
            </Fact>
            <Fact label="Mobile service" fz="sm">
              {values.mobileService ? 'Yes, I go to the customer' : 'No'}
            </Fact>
            <Fact label="Service locations" fz="sm">
              {values.serviceLocations.join(', ')}
            </Fact>
          </SimpleGrid>
          <Fact label="Description" fz="sm">
            {values.description.trim()}
          </Fact>
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
