import { Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { LoadMore } from '../../../components/LoadMore';
import { QueryStates } from '../../../components/QueryStates';
import { graphql } from '../../../gql';
import type { TextsPageQuery, TextStatus } from '../../../gql/graphql';
import { useDismissTextMutation, useResendTextMutation, useTextsPageQuery } from '../../../gql/hooks';
import { formatMoment } from '../../../lib/dates';
import { AdminPage } from '../shared/AdminPage';
import { notifyRefused, notifySuccess } from '../shared/feedback';
import { canDismiss, canResend, TEXT_STATUS_LABELS, TextStanding } from './TextStanding';

graphql(`
  query TextsPage($status: TextStatus, $after: String) {
    texts(status: $status, first: 50, after: $after) {
      edges {
        node {
          id
          to
          kind
          status
          tries
          bookingReference
          createdAt
          ...TextStanding_text
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

graphql(`
  mutation ResendText($id: ID!) {
    resendText(id: $id) {
      id
      status
      tries
      ...TextStanding_text
    }
  }
`);

graphql(`
  mutation DismissText($id: ID!) {
    dismissText(id: $id) {
      id
      status
      ...TextStanding_text
    }
  }
`);

type Row = TextsPageQuery['texts']['edges'][number]['node'];

/** "bookingConfirmed" -> "Booking confirmed". */
const kindLabel = (kind: string) =>
  kind.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`).replace(/^./, (first) => first.toUpperCase());

/** Send again and Dismiss, for the texts that did not arrive; each names the text for screen readers. */
function TextActions({ text }: { text: Row }) {
  const [resend, resending] = useResendTextMutation();
  const [dismiss, dismissing] = useDismissTextMutation();
  const name = `${kindLabel(text.kind)} to ${text.to}`;
  const act = async (what: 'resend' | 'dismiss') => {
    try {
      if (what === 'resend') await resend({ variables: { id: text.id } });
      else await dismiss({ variables: { id: text.id } });
      notifySuccess(what === 'resend' ? `${name}: in line to be sent again.` : `${name}: dismissed.`);
    } catch (error) {
      notifyRefused(what === 'resend' ? 'Not sent again' : 'Not dismissed', error);
    }
  };
  if (!canDismiss(text.status)) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      {canResend(text.status) && (
        <Button size="xs" variant="light" loading={resending.loading} aria-label={`Send again: ${name}`} onClick={() => void act('resend')}>
          Send again
        </Button>
      )}
      <Button size="xs" variant="default" loading={dismissing.loading} aria-label={`Dismiss: ${name}`} onClick={() => void act('dismiss')}>
        Dismiss
      </Button>
    </Group>
  );
}

const COLUMNS: Column<Row>[] = [
  {
    label: 'To',
    render: (text) => (
      <Text span fw={600} fz="inherit" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {text.to}
      </Text>
    ),
  },
  {
    label: 'Text',
    render: (text) => (
      <>
        {kindLabel(text.kind)}
        {text.bookingReference && (
          <Text fz="xs" c="dimmed">
            {text.bookingReference}
          </Text>
        )}
      </>
    ),
  },
  { label: 'Status', render: (text) => <TextStanding text={text} /> },
  { label: 'Tries', align: 'right', render: (text) => text.tries },
  { label: 'Queued', render: (text) => formatMoment(text.createdAt) },
  { label: 'Actions', actions: true, render: (text) => <TextActions text={text} /> },
];

const FILTERS: { value: '' | TextStatus; label: string }[] = [
  { value: '', label: 'All texts' },
  ...(['UNKNOWN', 'FAILED', 'REJECTED', 'QUEUED', 'SENDING', 'SENT', 'DELIVERED', 'DISMISSED'] as const).map((status) => ({
    value: status,
    label: TEXT_STATUS_LABELS[status],
  })),
];

/** /admin/texts: every SMS, newest first, with what the gateway last said; Send again or Dismiss those that did not arrive. */
export function TextsPage() {
  const [status, setStatus] = useState<'' | TextStatus>('');
  const query = useTextsPageQuery({ variables: { status: status || null } });

  return (
    <AdminPage
      title="Texts"
      description="Every SMS the platform sent or tried to send. “Maybe sent” texts may have reached the gateway without an answer: they are never sent again by themselves."
      actions={
        <NativeSelect
          label="Show"
          data={FILTERS}
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value as '' | TextStatus)}
        />
      }
    >
      <QueryStates
        query={query}
        loading="Loading texts…"
        errorTitle="Error loading texts"
        select={(data) => data.texts}
        isEmpty={(list) => list.edges.length === 0}
        empty={
          <Paper withBorder>
            <EmptyState title="No texts here." />
          </Paper>
        }
      >
        {(list) => (
          <Stack gap="md">
            <DataTable rows={list.edges.map((edge) => edge.node)} columns={COLUMNS} minWidth={900} label="Texts" framed />
            <LoadMore pageInfo={list.pageInfo} onLoadMore={(after) => query.fetchMore({ variables: { after } })} />
          </Stack>
        )}
      </QueryStates>
    </AdminPage>
  );
}
