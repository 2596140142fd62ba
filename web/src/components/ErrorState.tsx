import { Alert, Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { errorMessage } from '../lib/errors';

interface ErrorStateProps {
  error: unknown;
  title?: string;
  /** Defaults to the spec's inline text 'Something went wrong: {message}'. */
  message?: string;
  onRetry?: () => void;
}

export function ErrorState({ error, title = 'Could not load this page', message, onRetry }: ErrorStateProps) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle />} role="alert" my="md">
      {message ?? `Something went wrong: ${errorMessage(error)}`}
      {onRetry && (
        <Group mt="sm">
          <Button size="xs" variant="white" color="red" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
            Try again
          </Button>
        </Group>
      )}
    </Alert>
  );
}
