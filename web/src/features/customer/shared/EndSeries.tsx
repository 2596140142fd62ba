import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRepeatOff } from '@tabler/icons-react';
import { useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { useEndBookingSeriesMutation } from '../../../gql/hooks';
import { errorMessage } from '../../../lib/errors';
import { ActionModal } from './ActionModal';
import { toastSuccess } from './feedback';

graphql(`
  mutation EndBookingSeries($seriesId: ID!) {
    endBookingSeries(seriesId: $seriesId) {
      id
      endedAt
    }
  }
`);

export const EndSeries_booking = graphql(`
  fragment EndSeries_booking on Booking {
    id
    series {
      id
      visitCount
      endedAt
    }
  }
`);

interface EndSeriesProps {
  booking: FragmentType<typeof EndSeries_booking>;
  onDone: () => void;
}

/**
 * "End series" on a visit of a series still running, with a confirmation: the visits still ahead are
 * cancelled, the ones done stay. Skipping one visit is that visit's own Cancel.
 */
export function EndSeries({ booking: ref, onDone }: EndSeriesProps) {
  const booking = getFragmentData(EndSeries_booking, ref);
  const [opened, setOpened] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [endSeries, { loading }] = useEndBookingSeriesMutation();
  if (!booking.series || booking.series.endedAt) return null;
  const seriesId = booking.series.id;

  const confirm = async () => {
    setFailure(null);
    try {
      await endSeries({ variables: { seriesId } });
      setOpened(false);
      toastSuccess('Series ended. The visits still ahead are cancelled.');
      onDone();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <>
      <Button size="sm" variant="light" color="red" leftSection={<IconRepeatOff size={16} />} onClick={() => setOpened(true)}>
        End series
      </Button>
      <ActionModal opened={opened} onClose={() => setOpened(false)} title="End series">
        <Stack gap="md">
          <Text fz="sm">
            End this series of {booking.series.visitCount} visits? Every visit still ahead is cancelled, as if you cancelled each one, and
            the visits already done stay as they are. This cannot be undone.
          </Text>
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              Keep series
            </Button>
            <Button color="red" loading={loading} onClick={() => void confirm()}>
              End series
            </Button>
          </Group>
        </Stack>
      </ActionModal>
    </>
  );
}
