import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarCheck, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { QueryStates } from '../../../components/QueryStates';
import { graphql } from '../../../gql';
import { useProviderOverviewPageQuery } from '../../../gql/hooks';
import type { ProviderOverviewPageQuery } from '../../../gql/graphql';
import { ServiceStatusBadge } from '../../../components/ServiceStatusBadge';
import { STATUS_HINTS } from '../services/status-hints';
import { ServiceStatusSummary } from './ServiceStatusSummary';
import { ProviderFigures } from './ProviderFigures';
import { VerificationCard } from './VerificationCard';
import { countFigure, countOf } from '../../../lib/count';

graphql(`
  query ProviderOverviewPage {
    me {
      id
      phone
      nrc
      city {
        id
      }
      ...VerificationCard_me
    }
    myServices(first: 100) {
      edges {
        node {
          id
          serviceName
          status
          updatedAt
        }
      }
      ...ServiceStatusSummary_services
    }
    requests: providerBookings(tab: REQUESTS, first: 20) {
      totalCount
    }
    confirmed: providerBookings(tab: CONFIRMED, first: 20) {
      totalCount
    }
    myOverview {
      ...ProviderFigures_overview
    }
  }
`);

/** Dashboard: verification, their figures, services by status, the latest changes and what to do next. */
export function OverviewPage() {
  const query = useProviderOverviewPageQuery({ fetchPolicy: 'cache-and-network' });
  return (
    <QueryStates query={query} loading="Loading your dashboard…" select={(data) => (data.me ? { ...data, me: data.me } : null)}>
      {(data) => <Overview data={data} />}
    </QueryStates>
  );
}

function Overview({ data }: { data: ProviderOverviewPageQuery & { me: NonNullable<ProviderOverviewPageQuery['me']> } }) {
  const services = data.myServices.edges.map((edge) => edge.node);
  const recent = [...services].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).slice(0, 5);
  const missingProfile = [!data.me.phone && 'phone', !data.me.nrc && 'NRC', !data.me.city && 'city'].filter(Boolean);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Dashboard
        </Title>
        <Button component={Link} to="/provider/services/add" leftSection={<IconPlus size={18} />}>
          Add service
        </Button>
      </Group>

      <VerificationCard me={data.me} />
      <ProviderFigures overview={data.myOverview} />
      <ServiceStatusSummary services={data.myServices} />

      {missingProfile.length > 0 && (
        <Alert variant="light" color="copper" icon={<IconInfoCircle />} title="Complete your profile" role="note">
          Your profile has no {missingProfile.join(', ')} yet.{' '}
          <Anchor component={Link} to="/provider/profile" fz="sm" fw={600} c="brand.9">
            Open your profile
          </Anchor>
        </Alert>
      )}

      <Card padding="lg" component="section" aria-labelledby="recent-heading">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} fz="md" id="recent-heading">
              Recently changed services
            </Title>
            <Anchor component={Link} to="/provider/services" fz="sm" fw={600}>
              All services
            </Anchor>
          </Group>
          {recent.length === 0 ? (
            <EmptyState
              title="No services yet. Your created services will appear here."
              action={
                <Button component={Link} to="/provider/services/add" variant="light">
                  Add service
                </Button>
              }
            />
          ) : (
            <Stack gap="xs">
              {recent.map((service) => (
                <Group key={service.id} justify="space-between" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Anchor component={Link} to={`/provider/services/${service.id}`} fw={600} fz="sm" lineClamp={1}>
                      {service.serviceName}
                    </Anchor>
                    <Text fz="xs" c="dimmed" lineClamp={1}>
                      {STATUS_HINTS[service.status]}
                    </Text>
                  </div>
                  <ServiceStatusBadge status={service.status} style={{ flexShrink: 0 }} />
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      </Card>

      <Card padding="lg" component="section" aria-labelledby="bookings-heading">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconCalendarCheck size={22} />
            <div>
              <Title order={2} fz="md" id="bookings-heading">
                Bookings
              </Title>
              <Text fz="sm" c="dimmed">
                {countOf(data.requests.totalCount, 'request', 'requests')} waiting for confirmation,{' '}
                {countFigure(data.confirmed.totalCount)} confirmed.
              </Text>
            </div>
          </Group>
          <Anchor component={Link} to="/provider/bookings" fz="sm" fw={600} style={{ flexShrink: 0 }}>
            Open bookings
          </Anchor>
        </Group>
      </Card>
    </Stack>
  );
}
