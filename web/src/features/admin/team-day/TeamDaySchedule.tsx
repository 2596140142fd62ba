import { Anchor, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { BookingStatus, TeamDaySchedule_DayFragment } from '../../../gql/graphql';
import { BookingStatusBadge } from '../../../components/BookingStatusBadge';
import classes from './TeamDay.module.css';
import { TRACK_HOURS, clockOf, hoursText, minutesOf, piecesOf, placeOnTrack, trackPercent, type Piece } from './team-day';

export const TeamDaySchedule_day = graphql(`
  fragment TeamDaySchedule_day on TeamMemberDay {
    member {
      id
      name
    }
    hours {
      start
      end
    }
    jobs {
      start
      end
      booking {
        id
        reference
        packageName
        status
        statusLabel
        tab
        service {
          id
          serviceName
        }
        customer {
          id
          name
        }
      }
    }
  }
`);

type MemberDay = TeamDaySchedule_DayFragment;
type Job = MemberDay['jobs'][number];

/** Short words for the statuses a held job can have, on the timeline's blocks. */
const STATUS_WORDS: Partial<Record<BookingStatus, string>> = {
  UNCONFIRMED: 'unpaid request',
  VERIFYING_PAYMENT: 'payment to verify',
  CONFIRMED: 'confirmed',
};

const span = (piece: Piece<Job>) => `${clockOf(piece.start)}–${clockOf(piece.end)}`;
const customerOf = (job: Job) => job.booking.customer?.name ?? 'Unknown customer';
const jobPath = (job: Job) => `/admin/requests/${job.booking.id}`;

const statusWords = (booking: Job['booking']) => STATUS_WORDS[booking.status] ?? booking.statusLabel;

/** "09:00–11:00 Home Deep Cleaning (Basic), Bwalya Mwansa (confirmed)": all a block says, as its link's name and tooltip. */
function jobWords(piece: Piece<Job> & { kind: 'job' }): string {
  const { booking } = piece.job;
  return `${span(piece)} ${booking.service.serviceName} (${booking.packageName}), ${customerOf(piece.job)} (${statusWords(booking)})`;
}

function TrackPiece({ piece }: { piece: Piece<Job> }) {
  const place = placeOnTrack(piece.start, piece.end);
  // Outside 06:00-22:00 a piece has no place on the track; screen readers still hear it.
  const style = place ? { left: `${place.left}%`, width: `${place.width}%` } : undefined;
  if (piece.kind === 'free') {
    return (
      <li className={`${classes.piece} ${classes.free}`} style={style} title={`Free ${span(piece)}`}>
        {place ? <span>Free</span> : null}
        <VisuallyHidden>{` ${span(piece)}`}</VisuallyHidden>
        {!place && <VisuallyHidden>Free</VisuallyHidden>}
      </li>
    );
  }
  const { booking } = piece.job;
  const request = booking.tab === 'REQUESTS';
  // The link's name is its text: what the block shows, joined by what it has no room for (the package, the status).
  const link = (
    <Link to={jobPath(piece.job)} title={jobWords(piece)}>
      <span className={classes.line}>{span(piece)}</span> <span className={classes.line}>{booking.service.serviceName}</span>
      <VisuallyHidden component="span">{` (${booking.packageName}), `}</VisuallyHidden>
      <span className={classes.line}>{customerOf(piece.job)}</span>
      <VisuallyHidden component="span">{` (${statusWords(booking)})`}</VisuallyHidden>
    </Link>
  );
  return (
    <li className={`${classes.piece} ${classes.job} ${request ? classes.request : ''}`} style={style}>
      {place ? link : <VisuallyHidden>{link}</VisuallyHidden>}
    </li>
  );
}

function Legend() {
  const item = (className: string, label: string) => (
    <Group gap={6} wrap="nowrap">
      <span className={`${classes.legend} ${className}`} aria-hidden />
      <Text fz="xs">{label}</Text>
    </Group>
  );
  return (
    <Group gap="md" aria-label="Legend" role="group">
      {item(classes.job, 'Confirmed job')}
      {item(`${classes.job} ${classes.request}`, 'Request (not yet confirmed)')}
      {item(classes.free, 'Free in working hours')}
      {item(classes.legendHours, 'Working hours')}
    </Group>
  );
}

/** Desktop: a table, a row per member, their day as blocks on a 06:00-22:00 track. */
function Timeline({ days, label }: { days: MemberDay[]; label: string }) {
  return (
    <Stack gap="xs">
      <Legend />
      <Table.ScrollContainer minWidth={860}>
        <Table className={classes.timeline} aria-label={label} verticalSpacing="xs" withRowBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" className={classes.memberColumn}>
                Team member
              </Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>Jobs and free time, 06:00 to 22:00</VisuallyHidden>
                <div className={classes.scale} aria-hidden>
                  {TRACK_HOURS.map((hour) => (
                    <span key={hour} style={{ left: `${trackPercent(hour * 60)}%` }}>
                      {String(hour).padStart(2, '0')}
                    </span>
                  ))}
                </div>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((day) => (
              <Table.Tr key={day.member.id}>
                <Table.Th scope="row" fw="normal">
                  <Text fw={700} fz="sm">
                    {day.member.name}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {day.hours.length ? `Works ${hoursText(day.hours)}` : 'Day off'} ·{' '}
                    {day.jobs.length === 1 ? '1 job' : `${day.jobs.length} jobs`}
                  </Text>
                </Table.Th>
                <Table.Td>
                  <div className={classes.track}>
                    {day.hours.map((range) => {
                      const place = placeOnTrack(minutesOf(range.start), minutesOf(range.end));
                      return (
                        place && (
                          <div
                            key={range.start}
                            className={classes.hours}
                            style={{ left: `${place.left}%`, width: `${place.width}%` }}
                            aria-hidden
                          />
                        )
                      );
                    })}
                    <ul className={classes.pieces} aria-label={`${day.member.name}: jobs and free time`}>
                      {piecesOf(day.hours, day.jobs).map((piece) => (
                        <TrackPiece key={piece.kind === 'job' ? piece.job.booking.id : `free-${piece.start}`} piece={piece} />
                      ))}
                    </ul>
                  </div>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** Phones: a card per member, a line per job or free time: "09:00–11:00 — service — customer". */
function MemberList({ days, label }: { days: MemberDay[]; label: string }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {days.map((day) => {
        const pieces = piecesOf(day.hours, day.jobs);
        return (
          <Paper component="li" key={day.member.id} withBorder p="sm" radius="md">
            <Title order={2} fz="md">
              {day.member.name}
            </Title>
            <Text fz="sm" c="dimmed" mb={4}>
              {day.hours.length ? `Works ${hoursText(day.hours)}` : 'Day off'}
            </Text>
            {pieces.length > 0 && (
              <ul className={classes.list} aria-label={`${day.member.name}: jobs and free time`}>
                {pieces.map((piece) =>
                  piece.kind === 'free' ? (
                    <li key={`free-${piece.start}`}>
                      <Text fz="sm" c="brand.9">
                        <span className={classes.time}>{span(piece)}</span> — Free
                      </Text>
                    </li>
                  ) : (
                    <li key={piece.job.booking.id}>
                      <Text fz="sm">
                        <span className={classes.time}>{span(piece)}</span> —{' '}
                        <Anchor component={Link} to={jobPath(piece.job)} fz="sm" fw={600}>
                          {piece.job.booking.service.serviceName} ({piece.job.booking.packageName})
                        </Anchor>{' '}
                        — {customerOf(piece.job)}
                      </Text>
                      <BookingStatusBadge status={piece.job.booking.status} label={piece.job.booking.statusLabel} maw={160} />
                    </li>
                  ),
                )}
              </ul>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}

/** The team's day: a timeline on wide screens, a list per member on phones (below 48em). */
export function TeamDaySchedule({ days: refs, label }: { days: FragmentType<typeof TeamDaySchedule_day>[]; label: string }) {
  const days = getFragmentData(TeamDaySchedule_day, refs);
  const phone = useMediaQuery('(max-width: 48em)');
  return phone ? <MemberList days={[...days]} label={label} /> : <Timeline days={[...days]} label={label} />;
}
