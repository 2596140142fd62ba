import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql';
import type { DataExportState } from '../../gql/graphql';
import { useMyDataExportsQuery, useRequestMyDataMutation } from '../../gql/hooks';
import { formatMoment } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';

graphql(`
  query MyDataExports {
    myDataExports {
      id
      state
      requestedAt
      expiresAt
    }
  }
`);

graphql(`
  mutation RequestMyData {
    requestMyData {
      id
      state
      requestedAt
      expiresAt
    }
  }
`);

/**
 * "Download my data" on /account (issue 34): asks the server to prepare an archive, then says where the
 * latest one stands. The Download link opens it once, as the emailed link does.
 */
/** How often the card asks again while an archive is being prepared. */
const PREPARING_POLL_MS = 3_000;

export function DownloadDataCard() {
  const { data, startPolling, stopPolling } = useMyDataExportsQuery();
  // The new archive heads the list: the list is asked again once it is queued.
  const [requestMyData, { loading }] = useRequestMyDataMutation({ refetchQueries: ['MyDataExports'], awaitRefetchQueries: true });
  const [failure, setFailure] = useState<string | null>(null);
  const latest = data?.myDataExports[0];
  // While the archive is being built (seconds, usually) the card looks again, so it turns into a link by itself.
  const preparing = latest?.state === 'PREPARING';
  useEffect(() => {
    if (!preparing) return undefined;
    startPolling(PREPARING_POLL_MS);
    return stopPolling;
  }, [preparing, startPolling, stopPolling]);

  const prepare = async () => {
    setFailure(null);
    try {
      await requestMyData();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Card padding="lg" component="section" aria-labelledby="download-data-heading">
      <Stack gap="md">
        <div>
          <Title order={2} fz="md" id="download-data-heading">
            Download my data
          </Title>
          <Text fz="sm" c="dimmed">
            A copy of your account, bookings, payments, messages, reviews and texts, with your photos and payment proofs, as a zip file. We
            email you when it is ready; it can be downloaded once within 7 days.
          </Text>
        </div>
        {latest && <LatestState {...latest} />}
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} title="Not prepared" role="alert">
            {failure}
          </Alert>
        )}
        {latest?.state !== 'PREPARING' && (
          <Group justify="flex-end">
            <Button variant="outline" leftSection={<IconDownload size={18} />} loading={loading} onClick={() => void prepare()}>
              Prepare my data
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function LatestState({ id, state, expiresAt }: { id: string; state: DataExportState; expiresAt?: string | null }) {
  const until = expiresAt ? formatMoment(expiresAt) : '';
  switch (state) {
    case 'PREPARING':
      return <Text fz="sm">Your data is being prepared. We will email you when it is ready.</Text>;
    case 'READY':
      return (
        <Text fz="sm">
          Your data is ready until {until}.{' '}
          <Anchor href={`/account/data/archive/${id}`} fw={600}>
            Download my data
          </Anchor>
        </Text>
      );
    case 'USED':
      return <Text fz="sm">Your last copy was downloaded. Prepare a new one to download again.</Text>;
    case 'EXPIRED':
      return <Text fz="sm">Your last copy expired on {until} without being downloaded.</Text>;
  }
}
