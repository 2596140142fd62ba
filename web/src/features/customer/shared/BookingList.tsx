import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { errorMessage } from '../../../lib/errors';

function BookingCardSkeleton() {
  return (
    <Card padding="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Skeleton w={72} h={72} radius="md" />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton h={18} w="60%" />
          <Skeleton h={14} w="40%" />
          <Skeleton h={20} w={120} radius="xl" />
        </Stack>
      </Group>
      <Skeleton h={14} mt="md" w="80%" />
    </Card>
  );
}

interface BookingListProps {
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** Null while nothing has loaded yet. */
  count: number | null;
  empty: { title: string; description: ReactNode; action?: ReactNode };
  hasNextPage: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  children: ReactNode;
}

/** A page's list of bookings with its loading, error ('Error loading bookings: …') and empty states. */
export function BookingList({ loading, error, onRetry, count, empty, hasNextPage, loadingMore, onLoadMore, children }: BookingListProps) {
  if (count === null) {
    if (error) {
      return (
        <ErrorState
          error={error}
          title="Could not load your bookings"
          message={`Error loading bookings: ${errorMessage(error)}`}
          onRetry={onRetry}
        />
      );
    }
    if (loading) {
      return (
        <Stack gap="md" role="status" aria-label="Loading bookings">
          <BookingCardSkeleton />
          <BookingCardSkeleton />
        </Stack>
      );
    }
  }
  if (!count) {
    return (
      <Card padding="lg">
        <EmptyState title={empty.title} description={empty.description} action={empty.action} />
      </Card>
    );
  }
  return (
    <Stack gap="md">
      {error ? (
        <Text c="red" fz="sm" role="alert">
          Error loading bookings: {errorMessage(error)}
        </Text>
      ) : null}
      {children}
      {hasNextPage && (
        <Group justify="center">
          <Button variant="default" onClick={onLoadMore} loading={loadingMore}>
            Load more
          </Button>
        </Group>
      )}
    </Stack>
  );
}
