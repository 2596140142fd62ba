import { ActionIcon, Button, Group, Indicator, Menu } from '@mantine/core';
import { IconCalendarRepeat, IconCheck, IconChecks, IconDots, IconEye, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { BookingAction } from '../../../gql/graphql';
import { useBookingCommandsContext } from './BookingCommands';

export const BookingActions_booking = graphql(`
  fragment BookingActions_booking on Booking {
    id
    allowedActions
    packageName
    date
    time
    service {
      id
      serviceName
    }
    rescheduleRequests {
      id
      outcome
      ...RescheduleDialog_request
    }
    ...ConfirmBookingDialog_booking
  }
`);

interface BookingActionsProps {
  booking: FragmentType<typeof BookingActions_booking>;
  /** Offer the answer to a pending reschedule request (a detail page answers it in its own section). */
  reschedule?: boolean;
  /** A View Details link to /admin/requests/{id}. */
  details?: boolean;
  size?: 'xs' | 'sm';
}

/**
 * The booking's next step as one button (Confirm, else Mark Completed, else View Details) and the rest in a
 * menu: the answer to a pending reschedule request, Cancel and View Details; each only where the booking's
 * `allowedActions` has it. The dialogs they open belong to the surrounding <BookingCommands>.
 */
export function BookingActions({ booking: ref, reschedule = true, details = false, size = 'xs' }: BookingActionsProps) {
  const booking = getFragmentData(BookingActions_booking, ref);
  const commands = useBookingCommandsContext();
  const may = (action: BookingAction) => booking.allowedActions.includes(action);
  const pending = reschedule && may('ANSWER_RESCHEDULE') && booking.rescheduleRequests.some((request) => request.outcome === 'PENDING');
  const name = `${booking.service.serviceName}, ${booking.packageName}`;
  const mine = commands.running?.id === booking.id ? commands.running.command : null;
  const detailsLink = { component: Link, to: `/admin/requests/${booking.id}` } as const;

  let primary: ReactNode = null;
  if (may('CONFIRM')) {
    primary = (
      <Button
        size={size}
        leftSection={<IconCheck size={14} />}
        loading={mine === 'confirm'}
        disabled={!!mine}
        onClick={() => commands.open('confirm', booking)}
      >
        Confirm
      </Button>
    );
  } else if (may('MARK_COMPLETED')) {
    primary = (
      <Button
        size={size}
        color="teal.9"
        leftSection={<IconChecks size={14} />}
        loading={mine === 'complete'}
        disabled={!!mine}
        onClick={() => commands.complete(booking.id)}
      >
        Mark Completed
      </Button>
    );
  } else if (details) {
    primary = (
      <Button size={size} variant="default" leftSection={<IconEye size={14} />} {...detailsLink}>
        View Details
      </Button>
    );
  }
  const cancellable = may('ADMIN_CANCEL');
  const detailsInMenu = details && cancellable;

  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={`Actions for ${name}`}>
      {primary}
      {(pending || cancellable) && (
        // The dot marks a waiting reschedule request; it sits outside the menu, whose target must be the button.
        <Indicator disabled={!pending} color="copper" size={9} offset={4}>
          {/* Opening moves focus to the first item, without Mantine's focus placeholder (a focusable
              presentational element that axe reports in a menu). */}
          <Menu position="bottom-end" withinPortal shadow="md" withInitialFocusPlaceholder={false}>
            <Menu.Target>
              <ActionIcon
                variant="default"
                size={size === 'sm' ? 36 : 30}
                disabled={!!mine}
                aria-label={`More actions for ${name}${pending ? ' (a reschedule request is waiting)' : ''}`}
              >
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {pending && (
                <Menu.Item leftSection={<IconCalendarRepeat size={16} />} onClick={() => commands.open('reschedule', booking)}>
                  Answer reschedule request
                </Menu.Item>
              )}
              {detailsInMenu && (
                <Menu.Item leftSection={<IconEye size={16} />} {...detailsLink}>
                  View Details
                </Menu.Item>
              )}
              {cancellable && (
                <Menu.Item color="red.9" leftSection={<IconX size={16} />} onClick={() => commands.open('cancel', booking)}>
                  Cancel booking
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        </Indicator>
      )}
    </Group>
  );
}
