import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../lib/errors';

interface PageInfoLike {
  hasNextPage: boolean;
  endCursor?: string | null;
}

/** "Load more" under a connection's table: fetches the next page after `endCursor`. */
export function LoadMore({
  pageInfo,
  onLoadMore,
}: {
  pageInfo: PageInfoLike | undefined;
  onLoadMore: (after: string) => Promise<unknown>;
}) {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!pageInfo?.hasNextPage || !pageInfo.endCursor) return null;
  const after = pageInfo.endCursor;
  const load = async () => {
    setLoading(true);
    setError(null);
    try {
      await onLoadMore(after);
    } catch (failure) {
      setError(`Something went wrong: ${errorMessage(failure)}`);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Stack gap="xs" align="center">
      {error && (
        <Text c="red" fz="sm" role="alert">
          {error}
        </Text>
      )}
      <Group justify="center">
        <Button variant="default" onClick={() => void load()} loading={loading}>
          Load more
        </Button>
      </Group>
    </Stack>
  );
}
