import {
  IconBuildingStore,
  IconCalendarCheck,
  IconCalendarTime,
  IconCategory,
  IconClipboardList,
  IconMapPin,
  IconMessage2,
  IconReceiptRefund,
  IconSettings,
  IconSpeakerphone,
  IconTools,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

export interface AdminSection {
  path: string;
  label: string;
  icon: Icon;
  description: string;
}

/** The back-office screens, in sidebar order. */
export const ADMIN_SECTIONS: AdminSection[] = [
  {
    path: 'customers',
    label: 'Customers',
    icon: IconUsers,
    description: 'Every customer with their name, email, phone and city.',
  },
  {
    path: 'service-providers',
    label: 'Service Providers',
    icon: IconBuildingStore,
    description:
      'Internal team members (create, edit and remove them) and external providers (verify and approve them, see their services and bookings).',
  },
  {
    path: 'team-day',
    label: 'Team day',
    icon: IconCalendarTime,
    description: "Each team member's working hours and jobs on one day, hour by hour, with the time they still have free.",
  },
  {
    path: 'services',
    label: 'Services',
    icon: IconTools,
    description:
      'All internal and external services with their price ranges and status: create and edit services and their packages, approve or unapprove them.',
  },
  {
    path: 'requests',
    label: 'Requests',
    icon: IconClipboardList,
    description: 'Unconfirmed bookings from internal and external providers, waiting for a payment check.',
  },
  {
    path: 'affiliate-dashboard',
    label: 'Affiliates',
    icon: IconSpeakerphone,
    description: 'Affiliates, their promo codes and the commission they earned; create and verify affiliates.',
  },
  {
    path: 'bookings',
    label: 'Bookings',
    icon: IconCalendarCheck,
    description:
      'Requests, confirmed and completed bookings with the platform fee, what the provider gets and the deposit; confirm, complete or cancel them.',
  },
  {
    path: 'refunds',
    label: 'Refunds',
    icon: IconReceiptRefund,
    description:
      'Refunds to pay by hand, oldest first: money owed back for cancelled bookings that the network did not send; mark them paid or not owed.',
  },
  {
    path: 'texts',
    label: 'Texts',
    icon: IconMessage2,
    description:
      'Every SMS with its status, tries and the gateway’s last answer; send again or dismiss those that failed or may not have arrived.',
  },
  {
    path: 'categories',
    label: 'Categories',
    icon: IconCategory,
    description: 'Service categories and subcategories with their commission rules and default packages.',
  },
  {
    path: 'locations',
    label: 'Locations',
    icon: IconMapPin,
    description: 'The cities and areas where services are offered.',
  },
  {
    path: 'settings',
    label: 'Settings',
    icon: IconSettings,
    description: 'Platform settings such as the payment instructions shown to customers.',
  },
];
