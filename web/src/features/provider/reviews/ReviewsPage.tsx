import { Button, Card, Group, Rating, Stack, Text, Title } from '@mantine/core';
import { LoadMore } from '../../../components/LoadMore';
import { IconStar } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { graphql } from '../../../gql';
import { useProviderReviewsPageQuery } from '../../../gql/hooks';
import { ProviderReviewCard } from './ProviderReviewCard';
import { QueryStates } from '../../../components/QueryStates';
import { reviewsCount } from '../../../lib/rating';

graphql(`
  query ProviderReviewsPage($after: String) {
    me {
      id
      providerRating {
        average
        count
      }
    }
    providerBookings(tab: COMPLETED, first: 50, after: $after) {
      edges {
        node {
          id
          review {
            id
          }
          ...ProviderReviewCard_booking
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Reviews customers left when they ended bookings of the provider's services (completed bookings). */
export function ReviewsPage() {
  const query = useProviderReviewsPageQuery({ fetchPolicy: 'cache-and-network' });
  const { data, fetchMore } = query;

  const connection = data?.providerBookings;
  const reviewed = connection?.edges.filter((edge) => edge.node.review) ?? [];
  // Over every review of the provider's services, as customers see it, not only the pages loaded here.
  const summary = data?.me?.providerRating;
  const average = summary?.average ?? 0;

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Reviews
      </Title>
      <QueryStates
        query={query}
        loading="Loading reviews…"
        select={(page) => page.providerBookings}
        isEmpty={(list) => reviewed.length === 0 && !list.pageInfo.hasNextPage}
        empty={
          <Card padding="lg">
            <EmptyState
              icon={<IconStar size={30} stroke={1.5} />}
              title="No reviews yet"
              description="When customers end a booking of one of your services, they rate it from 1 to 5 and can write a few words. Their reviews are listed here."
              action={
                <Button component={Link} to="/provider/services" variant="light">
                  Go to My Services
                </Button>
              }
            />
          </Card>
        }
      >
        {(list) => (
          <Stack gap="sm">
            {summary && summary.count > 0 && (
              <Card padding="md">
                <Group gap="sm">
                  <Text fz={28} fw={800} lh={1}>
                    {average.toFixed(1)}
                  </Text>
                  <Rating value={average} fractions={10} readOnly aria-label={`Average ${average.toFixed(1)} out of 5`} />
                  <Text c="dimmed" fz="sm">
                    from {reviewsCount(summary.count)}
                  </Text>
                </Group>
              </Card>
            )}
            {reviewed.map((edge) => (
              <ProviderReviewCard key={edge.node.id} booking={edge.node} />
            ))}
            <LoadMore pageInfo={list.pageInfo} onLoadMore={(after) => fetchMore({ variables: { after } })} />
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
