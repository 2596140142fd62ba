import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { countFigure } from '../../../lib/count';
import classes from './dashboard.module.css';

export const TodayWork_work = graphql(`
  fragment TodayWork_work on AdminWork {
    requestsToConfirm
    proofsToVerify
    rescheduleRequests
    refundsToPay
    providerPayoutsDue
    affiliatePayoutsDue
    textsFailed
  }
`);

/** Today's work: each figure is a link to the screen where it is done. */
export function TodayWork({ work: ref }: { work: FragmentType<typeof TodayWork_work> }) {
  const work = getFragmentData(TodayWork_work, ref);
  const figures = [
    { label: 'Requests to confirm', value: work.requestsToConfirm, to: '/admin/requests' },
    { label: 'Proofs to verify', value: work.proofsToVerify, to: '/admin/requests' },
    { label: 'Reschedule requests', value: work.rescheduleRequests, to: '/admin/bookings' },
    { label: 'Refunds to pay', value: work.refundsToPay, to: '/admin/refunds' },
    { label: 'Providers to pay', value: work.providerPayoutsDue, to: '/admin/service-providers' },
    { label: 'Affiliates to pay', value: work.affiliatePayoutsDue, to: '/admin/affiliate-dashboard' },
    { label: 'Texts that failed', value: work.textsFailed, to: '/admin/texts' },
  ];
  return (
    <section aria-labelledby="today-heading">
      <Title order={2} fz="lg" mb="sm" id="today-heading">
        Today’s work
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
        {figures.map((figure) => (
          <Card key={figure.label} component={Link} to={figure.to} withBorder padding="sm" className={classes.link}>
            <Text fz={28} fw={700} lh={1.1}>
              {countFigure(figure.value)}
            </Text>
            <Text fz="sm" c="dimmed">
              {figure.label}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
