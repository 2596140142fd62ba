import { Divider, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { HoursExceptionsEditor } from '../../../components/hours/HoursExceptionsEditor';
import { WeeklyHoursForm } from '../../../components/hours/WeeklyHoursForm';
import { QueryStates } from '../../../components/QueryStates';
import { graphql } from '../../../gql';
import {
  useAdminTeamMemberHoursQuery,
  useClearTeamMemberHoursExceptionMutation,
  useSetTeamMemberActiveMutation,
  useSetTeamMemberHoursExceptionMutation,
  useSetTeamMemberWorkingHoursMutation,
} from '../../../gql/hooks';
import { notifyFailure, notifySuccess } from '../shared/feedback';

graphql(`
  query AdminTeamMemberHours($id: ID!) {
    node(id: $id) {
      __typename
      id
      ... on InternalProvider {
        version
        name
        active
        workingHours {
          ...WeeklyHoursEditor_day
        }
        workingHoursExceptions {
          date
          ...HoursExceptions_exception
        }
      }
    }
  }
`);

graphql(`
  mutation SetTeamMemberWorkingHours($id: ID!, $workingHours: [WorkingDayInput!]!, $expectedVersion: Int) {
    setTeamMemberWorkingHours(id: $id, workingHours: $workingHours, expectedVersion: $expectedVersion) {
      id
      version
      workingHours {
        ...WeeklyHoursEditor_day
      }
    }
  }
`);

graphql(`
  mutation SetTeamMemberActive($id: ID!, $active: Boolean!, $expectedVersion: Int) {
    setTeamMemberActive(id: $id, active: $active, expectedVersion: $expectedVersion) {
      id
      version
      active
    }
  }
`);

graphql(`
  mutation SetTeamMemberHoursException($id: ID!, $exception: WorkingHoursExceptionInput!) {
    setTeamMemberHoursException(id: $id, exception: $exception) {
      id
      workingHoursExceptions {
        date
        ...HoursExceptions_exception
      }
    }
  }
`);

graphql(`
  mutation ClearTeamMemberHoursException($id: ID!, $date: String!) {
    clearTeamMemberHoursException(id: $id, date: $date) {
      id
      workingHoursExceptions {
        date
        ...HoursExceptions_exception
      }
    }
  }
`);

type Member = { id: string; name: string; version: number; active: boolean };

/** Active or not, saved at once; an inactive team member is offered no new jobs. */
export function TeamMemberActiveSwitch({ member, withDescription = false }: { member: Member; withDescription?: boolean }) {
  const [setActive] = useSetTeamMemberActiveMutation();
  const [busy, setBusy] = useState(false);
  const toggle = async (active: boolean) => {
    setBusy(true);
    try {
      await setActive({ variables: { id: member.id, active, expectedVersion: member.version } });
      notifySuccess(active ? `${member.name} is active: new jobs can go to them.` : `${member.name} is inactive: no new jobs go to them.`);
    } catch (failure) {
      notifyFailure('Failed to update service provider', failure);
    } finally {
      setBusy(false);
    }
  };
  const control = (
    <Switch
      checked={member.active}
      label={withDescription ? 'Active' : member.active ? 'Active' : 'Inactive'}
      aria-label={withDescription ? undefined : `Active: ${member.name}`}
      disabled={busy}
      onChange={(event) => void toggle(event.currentTarget.checked)}
    />
  );
  if (!withDescription) return control;
  return (
    <Stack gap={4}>
      {control}
      <Text fz="sm" c="dimmed">
        Inactive team members are given no new jobs; the jobs they already have stay theirs.
      </Text>
    </Stack>
  );
}

/** A team member's Active switch, weekly hours and dated exceptions (the Hours dialog of the Internal tab). */
export function TeamMemberHours({ memberId }: { memberId: string }) {
  const query = useAdminTeamMemberHoursQuery({ variables: { id: memberId } });
  const [saveHours] = useSetTeamMemberWorkingHoursMutation();
  const [setException] = useSetTeamMemberHoursExceptionMutation();
  const [clearException] = useClearTeamMemberHoursExceptionMutation();

  return (
    <QueryStates
      query={query}
      loading="Loading working hours…"
      errorTitle="Failed to load providers."
      select={(data) =>
        data.node?.__typename === 'InternalProvider'
          ? (data.node as Extract<NonNullable<typeof data.node>, { __typename: 'InternalProvider' }>)
          : null
      }
      notFound={<Text>Service provider not found</Text>}
    >
      {(member) => (
        <Stack gap="lg">
          <TeamMemberActiveSwitch member={member} withDescription />
          <Divider />
          <Stack gap="sm" component="section" aria-labelledby="member-hours-heading">
            <Title order={3} fz="md" id="member-hours-heading">
              Weekly hours
            </Title>
            <WeeklyHoursForm
              days={member.workingHours}
              savedMessage={`${member.name}'s hours saved.`}
              onSave={async (workingHours) => {
                const { data } = await saveHours({ variables: { id: member.id, workingHours, expectedVersion: member.version } });
                return data?.setTeamMemberWorkingHours.workingHours;
              }}
            />
          </Stack>
          <Divider />
          <Stack gap="sm" component="section" aria-labelledby="member-exceptions-heading">
            <Title order={3} fz="md" id="member-exceptions-heading">
              Days off and other hours
            </Title>
            <HoursExceptionsEditor
              exceptions={member.workingHoursExceptions}
              onSet={async (date, ranges) => {
                await setException({ variables: { id: member.id, exception: { date, ranges } } });
                notifySuccess('Exception saved.');
              }}
              onClear={async (date) => {
                await clearException({ variables: { id: member.id, date } });
                notifySuccess('Exception removed.');
              }}
            />
          </Stack>
        </Stack>
      )}
    </QueryStates>
  );
}
