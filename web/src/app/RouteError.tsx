import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Shown when a route fails to render or a lazy chunk cannot load (for example after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unexpected error';
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" ta="center" maw={440}>
        <Title order={1} fz={24}>
          Something went wrong
        </Title>
        <Text c="dimmed">{detail}</Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Center>
  );
}
