import { Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { LoadMore } from '../../../components/LoadMore';
import { QueryStates } from '../../../components/QueryStates';
import { graphql } from '../../../gql';
import type { AuditTrailPageQuery } from '../../../gql/graphql';
import { useAuditTrailFiltersQuery, useAuditTrailPageQuery } from '../../../gql/hooks';
import { addDays, formatMoment, lusakaDayStart } from '../../../lib/dates';
import { AdminPage } from '../shared/AdminPage';
import { actionLabel, changeValue, recordTypeLabel } from './audit-labels';

graphql(`
  query AuditTrailPage($adminId: ID, $action: String, $recordType: String, $from: DateTimeISO, $to: DateTimeISO, $after: String) {
    auditTrail(adminId: $adminId, action: $action, recordType: $recordType, from: $from, to: $to, first: 50, after: $after) {
      edges {
        cursor
        node {
          createdAt
          adminEmail
          action
          recordType
          recordId
          clientIp
          changes {
            field
            before
            after
          }
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
  query AuditTrailFilters {
    auditTrailFilters {
      actions
      recordTypes
      admins {
        id
        email
      }
    }
  }
`);

type Row = AuditTrailPageQuery['auditTrail']['edges'][number]['node'] & { id: string };

const COLUMNS: Column<Row>[] = [
  { label: 'When', render: (entry) => formatMoment(entry.createdAt) },
  { label: 'Admin', render: (entry) => entry.adminEmail },
  { label: 'Action', render: (entry) => actionLabel(entry.action) },
  {
    label: 'Record',
    render: (entry) => (
      <>
        {recordTypeLabel(entry.recordType)}
        <Text fz="xs" c="dimmed" ff="monospace">
          {entry.recordId}
        </Text>
      </>
    ),
  },
  {
    label: 'Changes',
    render: (entry) =>
      entry.changes.length === 0 ? (
        '—'
      ) : (
        <Stack gap={0}>
          {entry.changes.map((change) => (
            <Text key={change.field} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {change.field}: {changeValue(change.before)} → {changeValue(change.after)}
            </Text>
          ))}
        </Stack>
      ),
  },
  {
    label: 'Address',
    render: (entry) => (
      <Text span fz="inherit" ff="monospace">
        {entry.clientIp}
      </Text>
    ),
  },
];

const ALL = { value: '', label: 'All' };

/** /admin/audit: every recorded admin action, newest first, read-only, filtered by admin, action, record and days. */
export function AuditTrailPage() {
  const [adminId, setAdminId] = useState('');
  const [action, setAction] = useState('');
  const [recordType, setRecordType] = useState('');
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const filters = useAuditTrailFiltersQuery();
  const options = filters.data?.auditTrailFilters;
  const query = useAuditTrailPageQuery({
    variables: {
      adminId: adminId || null,
      action: action || null,
      recordType: recordType || null,
      from: fromDay ? lusakaDayStart(fromDay) : null,
      // The range includes its last day: it ends when the next day starts.
      to: toDay ? lusakaDayStart(addDays(toDay, 1)) : null,
    },
  });
  const reversed = Boolean(fromDay && toDay && toDay < fromDay);

  return (
    <AdminPage
      title="Audit trail"
      description="What admins changed in money, people and listings: who, when, what and from which address. Entries cannot be edited."
    >
      <Paper withBorder p="sm" component="form" aria-label="Filter the audit trail" onSubmit={(event) => event.preventDefault()}>
        <Group gap="sm" align="flex-end">
          <NativeSelect
            label="Admin"
            data={[ALL, ...(options?.admins ?? []).map((admin) => ({ value: admin.id, label: admin.email }))]}
            value={adminId}
            onChange={(event) => setAdminId(event.currentTarget.value)}
          />
          <NativeSelect
            label="Action"
            data={[ALL, ...(options?.actions ?? []).map((name) => ({ value: name, label: actionLabel(name) }))]}
            value={action}
            onChange={(event) => setAction(event.currentTarget.value)}
          />
          <NativeSelect
            label="Record"
            data={[ALL, ...(options?.recordTypes ?? []).map((type) => ({ value: type, label: recordTypeLabel(type) }))]}
            value={recordType}
            onChange={(event) => setRecordType(event.currentTarget.value)}
          />
          <TextInput label="From" type="date" value={fromDay} onChange={(event) => setFromDay(event.currentTarget.value)} />
          <TextInput
            label="To"
            type="date"
            value={toDay}
            min={fromDay || undefined}
            error={reversed ? 'Must be on or after “From”.' : undefined}
            onChange={(event) => setToDay(event.currentTarget.value)}
          />
        </Group>
      </Paper>
      {!reversed && (
        <QueryStates
          query={query}
          loading="Loading the audit trail…"
          errorTitle="Error loading the audit trail"
          select={(data) => data.auditTrail}
          isEmpty={(list) => list.edges.length === 0}
          empty={
            <Paper withBorder>
              <EmptyState title="No admin actions recorded here." />
            </Paper>
          }
        >
          {(list) => (
            <Stack gap="md">
              <DataTable
                rows={list.edges.map((edge) => ({ ...edge.node, id: edge.cursor }))}
                columns={COLUMNS}
                minWidth={880}
                label="Audit trail"
                framed
              />
              <LoadMore pageInfo={list.pageInfo} onLoadMore={(after) => query.fetchMore({ variables: { after } })} />
            </Stack>
          )}
        </QueryStates>
      )}
    </AdminPage>
  );
}
