import {
  IconBuildingStore,
  IconCalendarCheck,
  IconCalendarTime,
  IconCategory,
  IconHistory,
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
}

/** The back-office screens, in sidebar order. */
export const ADMIN_SECTIONS: AdminSection[] = [
  {
    path: 'customers',
    label: 'Customers',
    icon: IconUsers,
  },
  {
    path: 'service-providers',
    label: 'Service Providers',
    icon: IconBuildingStore,
  },
  {
    path: 'team-day',
    label: 'Team day',
    icon: IconCalendarTime,
  },
  {
    path: 'services',
    label: 'Services',
    icon: IconTools,
  },
  {
    path: 'requests',
    label: 'Requests',
    icon: IconClipboardList,
  },
  {
    path: 'affiliate-dashboard',
    label: 'Affiliates',
    icon: IconSpeakerphone,
  },
  {
    path: 'bookings',
    label: 'Bookings',
    icon: IconCalendarCheck,
  },
  {
    path: 'refunds',
    label: 'Refunds',
    icon: IconReceiptRefund,
  },
  {
    path: 'texts',
    label: 'Texts',
    icon: IconMessage2,
  },
  {
    path: 'categories',
    label: 'Categories',
    icon: IconCategory,
  },
  {
    path: 'locations',
    label: 'Locations',
    icon: IconMapPin,
  },
  {
    path: 'audit',
    label: 'Audit trail',
    icon: IconHistory,
  },
  {
    path: 'settings',
    label: 'Settings',
    icon: IconSettings,
  },
];
