import { Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconPackage, IconPhoto } from '@tabler/icons-react';
import { useParams, useSearchParams } from 'react-router-dom';
import { ErrorState } from '../../../../components/ErrorState';
import { PageLoader } from '../../../../components/PageLoader';
import { QueryStates } from '../../../../components/QueryStates';
import { graphql, type FragmentType } from '../../../../gql';
import { useProviderEditServicePageQuery } from '../../../../gql/hooks';
import type { ProviderEditServicePageQuery } from '../../../../gql/graphql';
import { ProviderServiceNotFound } from '../ServiceDetailPage';
import { useServiceInfoOptions } from '../service-info-options';
import type { ServiceInfoFields_category, ServiceInfoFields_city } from '../ServiceInfoFields';
import { ServiceStatusBadge } from '../../../../components/ServiceStatusBadge';
import { InfoTab } from './InfoTab';
import { MediaTab } from './MediaTab';
import { PackagesTab } from './PackagesTab';
import { BackLink } from '../../../../components/BackLink';

graphql(`
  query ProviderEditServicePage($id: ID!) {
    service(id: $id) {
      id
      serviceName
      status
      isInternal
      category {
        id
        ...ServiceInfoFields_category
      }
      city {
        id
        ...ServiceInfoFields_city
      }
      ...InfoTab_service
      ...PackagesTab_service
      ...MediaTab_service
    }
  }
`);

export const EDIT_TABS = ['info', 'packages', 'media'] as const;
export type EditTab = (typeof EDIT_TABS)[number];

function isEditTab(value: string | null): value is EditTab {
  return (EDIT_TABS as readonly string[]).includes(value ?? '');
}

/** services/edit/{id}?tab=info|packages|media (info by default). */
export function EditServicePage() {
  const { serviceId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: EditTab = isEditTab(requested) ? requested : 'info';
  const query = useProviderEditServicePageQuery({
    variables: { id: serviceId },
    fetchPolicy: 'cache-and-network',
  });
  // Every category and city, not a first page: the info tab's pickers must offer them all.
  const options = useServiceInfoOptions();
  return (
    <QueryStates
      query={query}
      loading="Loading service…"
      select={(data) => (data.service?.isInternal ? null : data.service)}
      notFound={<ProviderServiceNotFound />}
    >
      {(service) => <EditService service={service} options={options} tab={tab} onTab={setSearchParams} />}
    </QueryStates>
  );
}

interface EditServiceProps {
  service: NonNullable<ProviderEditServicePageQuery['service']>;
  options: ReturnType<typeof useServiceInfoOptions>;
  tab: EditTab;
  onTab: ReturnType<typeof useSearchParams>[1];
}

function EditService({ service, options, tab, onTab: setSearchParams }: EditServiceProps) {
  if (options.loading) return <PageLoader label="Loading service…" />;
  const { failure } = options;
  if (failure) return <ErrorState error={failure.error} title={failure.title} onRetry={failure.retry} />;

  // A service keeps its category and city even if they are no longer offered to new services.
  const categories: FragmentType<typeof ServiceInfoFields_category>[] = [...options.categories];
  if (!options.categories.some((category) => category.id === service.category.id)) categories.push(service.category);
  const cities: FragmentType<typeof ServiceInfoFields_city>[] = [...options.cities];
  if (service.city && !options.cities.some((city) => city.id === service.city?.id)) cities.push(service.city);

  const selectTab = (value: string | null) => {
    if (!isEditTab(value)) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Stack gap="lg" maw={1040}>
      <BackLink to={`/provider/services/${service.id}`}>Back to the service</BackLink>
      <div>
        <Group gap="xs">
          <ServiceStatusBadge status={service.status} />
          <Text fz="sm" c="dimmed">
            Saving keeps the status.
          </Text>
        </Group>
        <Title order={1} fz={{ base: 24, sm: 28 }} mt={4}>
          Edit {service.serviceName}
        </Title>
      </div>

      <Tabs value={tab} onChange={selectTab} variant="outline">
        <Tabs.List>
          <Tabs.Tab value="info" leftSection={<IconInfoCircle size={16} />}>
            Info
          </Tabs.Tab>
          <Tabs.Tab value="packages" leftSection={<IconPackage size={16} />}>
            Packages
          </Tabs.Tab>
          <Tabs.Tab value="media" leftSection={<IconPhoto size={16} />}>
            Media
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="info" pt="md">
          <InfoTab service={service} categories={categories} cities={cities} />
        </Tabs.Panel>
        <Tabs.Panel value="packages" pt="md">
          <PackagesTab service={service} />
        </Tabs.Panel>
        <Tabs.Panel value="media" pt="md">
          <MediaTab service={service} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
