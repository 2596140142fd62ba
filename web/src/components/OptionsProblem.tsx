import { Alert, Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { EveryPage } from '../lib/every-page';
import { errorMessage } from '../lib/errors';

/**
 * Says that a picker's list could not be loaded to its end (so the picker is missing items), with a
 * retry; nothing while all is well.
 */
export function OptionsProblem({ pages, message }: { pages: EveryPage; message: string }) {
  if (!pages.error) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert" title={message}>
      {errorMessage(pages.error)}
      <Group mt="xs">
        <Button size="xs" variant="white" color="red" leftSection={<IconRefresh size={14} />} onClick={pages.retry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
