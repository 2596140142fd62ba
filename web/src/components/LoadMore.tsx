import { Button, Group, Stack, Text } from '@mantine/core';
import { useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../lib/errors';

interface PageInfoLike {
  hasNextPage: boolean;
  endCursor?: string | null;
}

/**
 * "Load more" under a connection's table: fetches the next page after `endCursor`. With `to` (the address
 * of the list with its next page, which the server renders) it is a link, so a tap before the app's code
 * has run loads that page instead of being lost; once the app runs, it fetches the page in place.
 */
export function LoadMore({
  pageInfo,
  onLoadMore,
  to,
}: {
  pageInfo: PageInfoLike | undefined;
  onLoadMore: (after: string) => Promise<unknown>;
  to?: string;
}) {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!pageInfo?.hasNextPage || !pageInfo.endCursor) return null;
  const after = pageInfo.endCursor;
  const load = async () => {
    if (loading) return;
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
        {to === undefined ? (
          <Button variant="default" onClick={() => void load()} loading={loading}>
            Load more
          </Button>
        ) : (
          <Button
            component={Link}
            to={to}
            variant="default"
            loading={loading}
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              void load();
            }}
          >
            Load more
          </Button>
        )}
      </Group>
    </Stack>
  );
}
