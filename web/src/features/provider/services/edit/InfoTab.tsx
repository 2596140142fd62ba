import { Alert, Button, Card, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../../gql';
import type { InfoTab_ServiceFragment } from '../../../../gql/graphql';
import { useProviderUpdateServiceInfoMutation } from '../../../../gql/hooks';
import { submitForm } from '../../../../lib/submit-form';
import {
  ServiceInfoFields,
  serviceInfoFormValidation,
  toServiceInfoInput,
  type ServiceInfoFields_category,
  type ServiceInfoFields_city,
  type ServiceInfoValues,
} from '../ServiceInfoFields';

export const InfoTab_service = graphql(`
  fragment InfoTab_service on Service {
    id
    version
    serviceName
    description
    serviceLocations
    mobileService
    phone
    businessName
    bufferMinutes
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
  }
`);

graphql(`
  mutation ProviderUpdateServiceInfo($id: ID!, $input: ServiceInfoInput!, $expectedVersion: Int) {
    updateServiceInfo(id: $id, input: $input, expectedVersion: $expectedVersion) {
      version
      id
      status
      updatedAt
      ...ServiceFacts_service
      ...InfoTab_service
    }
  }
`);

interface InfoTabProps {
  service: FragmentType<typeof InfoTab_service>;
  categories: ReadonlyArray<FragmentType<typeof ServiceInfoFields_category>>;
  cities: ReadonlyArray<FragmentType<typeof ServiceInfoFields_city>>;
}

function valuesOf(service: InfoTab_ServiceFragment): ServiceInfoValues {
  return {
    serviceName: service.serviceName,
    categoryId: service.category.id,
    subcategoryId: service.subcategory?.id ?? '',
    description: service.description ?? '',
    cityId: service.city?.id ?? '',
    areaIds: service.areas.map((area) => area.id),
    serviceLocations: [...service.serviceLocations],
    mobileService: service.mobileService,
    phone: service.phone ?? '',
    businessName: service.businessName ?? '',
    bufferMinutes: service.bufferMinutes,
  };
}

/** The info tab: what the service is and where. Saving keeps its status (the server decides that). */
export function InfoTab({ service: serviceRef, categories, cities }: InfoTabProps) {
  const service = getFragmentData(InfoTab_service, serviceRef);
  const [updateServiceInfo, { loading }] = useProviderUpdateServiceInfoMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ServiceInfoValues>({ initialValues: valuesOf(service), validate: serviceInfoFormValidation });

  const save = form.onSubmit(async (values) => {
    setFailure(null);
    const texts = { area: 'provider', success: 'Service saved!', failure: 'Failed to save service.' } as const;
    const sent = await submitForm(form, texts, () =>
      updateServiceInfo({ variables: { id: service.id, input: toServiceInfoInput(values), expectedVersion: service.version } }),
    );
    if (!sent.ok) return setFailure(sent.message);
    if (sent.result.data) {
      const saved = valuesOf(getFragmentData(InfoTab_service, sent.result.data.updateServiceInfo));
      form.setValues(saved);
      form.resetDirty(saved);
    }
  });

  return (
    <form onSubmit={save} noValidate aria-label="Service info">
      <Card padding="lg">
        <Stack gap="md">
          <ServiceInfoFields form={form} categories={categories} cities={cities} disabled={loading} />
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => form.reset()} disabled={loading || !form.isDirty()}>
              Discard changes
            </Button>
            <Button type="submit" loading={loading}>
              Save info
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}
