import { Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/errors';
import { LoadMore } from './LoadMore';

type PageInfoLike = { hasNextPage: boolean; endCursor?: string | null };

/** What ListCard needs from a list's own query (any query whose variables take `after`). */
export function listState(
  query: { loading: boolean; error?: unknown; fetchMore: (options: { variables: { after: string } }) => Promise<unknown> },
  connection: { edges: unknown[]; pageInfo: PageInfoLike } | null | undefined,
  errorPrefix: string,
) {
  return {
    loading: query.loading && !connection,
    error: query.error ? `${errorPrefix}: ${errorMessage(query.error)}` : null,
    isEmpty: !connection?.edges.length,
    pageInfo: connection?.pageInfo,
    onLoadMore: (after: string) => query.fetchMore({ variables: { after } }),
  };
}

interface ListCardProps {
  title: string;
  /** Buttons beside the title. */
  action?: ReactNode;
  loading: boolean;
  /** The spec's inline load error, e.g. 'Error loading promo codes: {message}'. */
  error: string | null;
  isEmpty: boolean;
  emptyText: string;
  pageInfo?: PageInfoLike;
  onLoadMore: (after: string) => Promise<unknown>;
  children: ReactNode;
}

/** One list of a page with several (an affiliate's, a provider's earnings): a titled card with its loading, error and empty states and "Load more". */
export function ListCard({ title, action, loading, error, isEmpty, emptyText, pageInfo, onLoadMore, children }: ListCardProps) {
  return (
    <Card withBorder component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {action}
      </Group>
      {error ? (
        <Text c="red.8" role="alert">
          {error}
        </Text>
      ) : loading ? (
        <Loader size="sm" role="status" aria-label={`Loading ${title.toLowerCase()}`} />
      ) : isEmpty ? (
        <Text c="dimmed">{emptyText}</Text>
      ) : (
        <Stack gap="sm">
          {children}
          <LoadMore pageInfo={pageInfo} onLoadMore={onLoadMore} />
        </Stack>
      )}
    </Card>
  );
}
