import { Button } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';

/** What a link to a service that is gone (or never was) shows, on the service page and its booking form. */
export function ServiceNotFound() {
  const navigate = useNavigate();
  return (
    <EmptyState
      title="Service not found"
      description="This service may have been removed, or the link is not quite right."
      action={
        <Button variant="light" onClick={() => navigate('/')}>
          Browse services
        </Button>
      }
    />
  );
}
