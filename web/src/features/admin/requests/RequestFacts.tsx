import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import type { RequestDetailPage_BookingFragment } from '../../../gql/graphql';
import { formatDay, formatMoment } from '../../../lib/dates';
import { Fact } from '../../../components/Fact';
import { SeriesVisit } from '../../../components/SeriesVisit';
import { PhoneLinks } from '../../../components/PhoneLinks';
import { NO_NOTE } from '@server/modules/bookings/booking-form-rules';
import { customerSummary } from '../bookings/labels';

type Booking = RequestDetailPage_BookingFragment;

/** The request page's "Booking" card: what was booked, when, from whom, and the customer's note. */
export function BookingFacts({ booking }: { booking: Booking }) {
  const provider =
    booking.providerType === 'AYS' ? 'AYS (internal)' : `External · ${booking.service.businessName ?? booking.service.providerName ?? ''}`;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Fact fz="sm" label="Service">
          {booking.service.serviceName}
        </Fact>
        <Fact fz="sm" label="Package">
          {booking.packageName}
          {booking.package?.description && (
            <Text fz="xs" c="dimmed">
              {booking.package.description}
            </Text>
          )}
        </Fact>
        <Fact fz="sm" label="Date and time">
          {formatDay(booking.date)} at {booking.time}
          <SeriesVisit booking={booking} />
        </Fact>
        <Fact fz="sm" label="Category">
          {booking.service.category.name}
        </Fact>
        <Fact fz="sm" label="Provider">
          {provider}
        </Fact>
        <Fact fz="sm" label="Payment reference">
          {booking.reference}
        </Fact>
        <Fact fz="sm" label="Booked">
          {formatMoment(booking.createdAt)} · {booking.bookingChannel}
        </Fact>
        <Fact fz="sm" label="Payment">
          {booking.paymentLabel}
        </Fact>
        {booking.confirmedAt && (
          <Fact fz="sm" label="Confirmed">
            {formatMoment(booking.confirmedAt)}
          </Fact>
        )}
        {booking.completedAt && (
          <Fact fz="sm" label="Completed">
            {formatMoment(booking.completedAt)}
          </Fact>
        )}
      </SimpleGrid>
      <Stack gap={4} mt="md">
        <Text fz="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
          Customer note
        </Text>
        <Text fz="sm" c={booking.customerNote ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-line' }}>
          {booking.customerNote || NO_NOTE}
        </Text>
      </Stack>
    </>
  );
}

/** The request page's "Customer" card: who booked, and how to reach them. */
export function CustomerFacts({ booking }: { booking: Booking }) {
  const customer = customerSummary(booking.customer);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 1, lg: 2 }} spacing="md">
      <Fact fz="sm" label="Name">
        {customer.name}
      </Fact>
      <Fact fz="sm" label="Phone">
        {booking.customer?.phone ? <PhoneLinks phone={booking.customer.phone} name={customer.name} /> : customer.phone}
      </Fact>
      <Fact fz="sm" label="Email">
        {booking.customer?.email ? <Anchor href={`mailto:${booking.customer.email}`}>{booking.customer.email}</Anchor> : 'N/A'}
      </Fact>
      <Fact fz="sm" label="Area">
        {customer.area}
        {booking.customer?.city ? `, ${booking.customer.city.name}` : ''}
      </Fact>
    </SimpleGrid>
  );
}
