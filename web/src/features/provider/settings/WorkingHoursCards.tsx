import { Card, NumberInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { MAX_TEAM_SIZE, teamSizeProblem } from '@server/modules/availability/team-rules';
import { HoursExceptionsEditor } from '../../../components/hours/HoursExceptionsEditor';
import { WeeklyHoursForm } from '../../../components/hours/WeeklyHoursForm';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { useClearMyHoursExceptionMutation, useSetMyHoursExceptionMutation, useSetMyWorkingHoursMutation } from '../../../gql/hooks';

export const WorkingHoursCards_me = graphql(`
  fragment WorkingHoursCards_me on User {
    id
    version
    teamSize
    workingHours {
      ...WeeklyHoursEditor_day
    }
    workingHoursExceptions {
      date
      ...HoursExceptions_exception
    }
  }
`);

graphql(`
  mutation SetMyWorkingHours($input: MyWorkingHoursInput!, $expectedVersion: Int) {
    setMyWorkingHours(input: $input, expectedVersion: $expectedVersion) {
      id
      version
      ...WorkingHoursCards_me
    }
  }
`);

graphql(`
  mutation SetMyHoursException($exception: WorkingHoursExceptionInput!) {
    setMyHoursException(exception: $exception) {
      id
      workingHoursExceptions {
        date
        ...HoursExceptions_exception
      }
    }
  }
`);

graphql(`
  mutation ClearMyHoursException($date: String!) {
    clearMyHoursException(date: $date) {
      id
      workingHoursExceptions {
        date
        ...HoursExceptions_exception
      }
    }
  }
`);

/** Settings: when customers can book the provider (team size and the weekly plan), and the dates that differ. */
export function WorkingHoursCards({ me: ref }: { me: FragmentType<typeof WorkingHoursCards_me> }) {
  const me = getFragmentData(WorkingHoursCards_me, ref);
  const [teamSize, setTeamSize] = useState<string | number>(me.teamSize);
  const [teamError, setTeamError] = useState<string | null>(null);
  const [saveHours] = useSetMyWorkingHoursMutation();
  const [setException] = useSetMyHoursExceptionMutation();
  const [clearException] = useClearMyHoursExceptionMutation();

  const checkTeamSize = () => {
    const problem = teamSizeProblem(teamSize === '' ? Number.NaN : Number(teamSize));
    setTeamError(problem);
    return problem === null;
  };

  return (
    <>
      {/* Visible overflow: a card clips its content, which would keep Save from riding the bottom of the screen. */}
      <Card padding="lg" component="section" aria-labelledby="hours-heading" style={{ overflow: 'visible' }}>
        <Stack gap="md">
          <div>
            <Title order={2} fz="md" id="hours-heading">
              Working hours
            </Title>
            <Text fz="sm" c="dimmed">
              Customers can book a job only when it fits inside your hours. Bookings already made stay as they are.
            </Text>
          </div>
          <WeeklyHoursForm
            days={me.workingHours}
            savedMessage="Working hours saved."
            checkOthers={checkTeamSize}
            onFieldErrors={(fields) => setTeamError(fields.teamSize ?? null)}
            onDiscard={() => {
              setTeamSize(me.teamSize);
              setTeamError(null);
            }}
            othersDirty={Number(teamSize) !== me.teamSize}
            onSave={async (workingHours) => {
              const { data } = await saveHours({
                variables: { input: { workingHours, teamSize: Number(teamSize) }, expectedVersion: me.version },
              });
              const saved = data && getFragmentData(WorkingHoursCards_me, data.setMyWorkingHours);
              if (saved) setTeamSize(saved.teamSize);
              return saved?.workingHours;
            }}
          >
            <NumberInput
              label="Team size"
              description="How many jobs you and your team can do at the same time."
              min={1}
              max={MAX_TEAM_SIZE}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              value={teamSize}
              onChange={(value) => {
                setTeamSize(value);
                setTeamError(null);
              }}
              error={teamError}
              maw={260}
            />
          </WeeklyHoursForm>
        </Stack>
      </Card>
      <Card padding="lg" component="section" aria-labelledby="exceptions-heading">
        <Stack gap="md">
          <div>
            <Title order={2} fz="md" id="exceptions-heading">
              Days off and other hours
            </Title>
            <Text fz="sm" c="dimmed">
              A date here replaces your weekly hours on that day.
            </Text>
          </div>
          <HoursExceptionsEditor
            exceptions={me.workingHoursExceptions}
            onSet={async (date, ranges) => {
              await setException({ variables: { exception: { date, ranges } } });
              notifications.show({ color: 'brand', message: 'Exception saved.' });
            }}
            onClear={async (date) => {
              await clearException({ variables: { date } });
              notifications.show({ color: 'brand', message: 'Exception removed.' });
            }}
          />
        </Stack>
      </Card>
    </>
  );
}
