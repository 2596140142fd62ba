import { IconCash, IconClockCheck, IconReceipt, IconShieldCheck, IconSettings, IconUserCheck, type Icon } from '@tabler/icons-react';

export interface AuthPanel {
  heading: string;
  points: { icon: Icon; text: string }[];
}

/** What the brand panel beside the form says, by who is signing in or up: customers are sold the service. */
export const CUSTOMER_PANEL: AuthPanel = {
  heading: 'Trusted services across Zambia, booked in minutes.',
  points: [
    { icon: IconShieldCheck, text: 'Cleaning, plumbing, beauty, moving and more from trusted providers' },
    { icon: IconCash, text: 'Clear package prices in kwacha' },
    { icon: IconClockCheck, text: 'Secure your slot with a deposit by mobile money or bank transfer' },
  ],
};

/** Admins sign up with an invite code to run the back office: the panel says what that work is, not a sales pitch. */
export const ADMIN_PANEL: AuthPanel = {
  heading: 'The back office of the marketplace.',
  points: [
    { icon: IconReceipt, text: 'Check payment proofs and confirm bookings' },
    { icon: IconUserCheck, text: 'Approve providers and the services they offer' },
    { icon: IconSettings, text: 'Set commissions, payment details and contact numbers' },
  ],
};
