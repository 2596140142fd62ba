import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { graphql } from '../../../gql';
import type { Role } from '../../../gql/graphql';
import { useBookingPageQuery } from '../../../gql/hooks';
import { withRedirect } from '../../../lib/redirect';
import { ROLE_LABELS, useSession } from '../../../lib/session';
import { ServiceNotFound } from '../service/ServiceNotFound';
import { BookingForm } from './BookingForm';
import { BookingSummary } from './BookingSummary';
import { useDocumentTitle } from '../../../lib/document-title';
import { QueryStates } from '../../../components/QueryStates';
import { BackLink } from '../../../components/BackLink';

graphql(`
  query BookingPage($id: ID!) {
    service(id: $id) {
      id
      serviceName
      ...BookingSummary_service
      packages {
        id
        name
        ...BookingSummary_package
      }
    }
  }
`);

/** Who may book: customers, and affiliates (who are customers too). */
const BOOKING_ROLES = new Set<Role>(['CUSTOMER', 'AFFILIATE']);

function AccountNeededModal({ opened, onClose, bookingPath }: { opened: boolean; onClose: () => void; bookingPath: string }) {
  const navigate = useNavigate();
  return (
    <Modal opened={opened} onClose={onClose} title="You need an account to book" centered radius="lg">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconLock size={22} style={{ flexShrink: 0 }} color="var(--mantine-color-brand-8)" />
          <Text fz="sm">
            Log in, or create a free account, to choose a date and time and secure this booking. You will come straight back here.
          </Text>
        </Group>
        <Group grow>
          <Button variant="default" onClick={() => navigate(withRedirect('/login', bookingPath))}>
            Login
          </Button>
          <Button onClick={() => navigate(withRedirect('/signup', bookingPath))}>Sign Up</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function BookingPage() {
  const { serviceId = '', packageName = '' } = useParams();
  const location = useLocation();
  // "Book again" from /my-bookings names the earlier booking (its note and professional are reused).
  const [searchParams] = useSearchParams();
  const bookAgainId = searchParams.get('again');
  const navigate = useNavigate();
  const session = useSession();
  const query = useBookingPageQuery({ variables: { id: serviceId } });
  useDocumentTitle(`Book ${packageName}`);
  const servicePath = `/services/${encodeURIComponent(serviceId)}`;
  const anonymous = !session.loading && !session.error && !session.user;

  const modal = (
    <AccountNeededModal opened={anonymous} onClose={() => navigate(servicePath)} bookingPath={location.pathname + location.search} />
  );

  const content = (
    <QueryStates query={query} loading="Loading booking…" select={(data) => data.service} notFound={<ServiceNotFound />}>
      {(service) => {
        const pkg = service.packages.find((candidate) => candidate.name === packageName);
        return pkg ? (
          <Stack gap="lg">
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              Book {service.serviceName}
            </Title>
            <BookingSummary service={service} package={pkg} />
            {session.user &&
              (BOOKING_ROLES.has(session.user.role) ? (
                // Another package starts a new form: its lengths, so its free times, differ.
                <BookingForm key={pkg.id} serviceId={service.id} packageName={pkg.name} bookAgainId={bookAgainId} />
              ) : (
                <Alert variant="light" color="copper" icon={<IconInfoCircle />} title="Bookings are made with a customer account">
                  You are signed in as {ROLE_LABELS[session.user.role].toLowerCase()}. Sign in with a customer account to book this package.
                </Alert>
              ))}
          </Stack>
        ) : (
          <EmptyState
            title="Package not found"
            description={`${service.serviceName} has no package called “${packageName}”.`}
            action={
              <Button variant="light" onClick={() => navigate(servicePath)}>
                See the packages
              </Button>
            }
          />
        );
      }}
    </QueryStates>
  );

  return (
    <Stack gap="lg">
      <BackLink to={servicePath}>Back to the service</BackLink>
      {content}
      {modal}
    </Stack>
  );
}
