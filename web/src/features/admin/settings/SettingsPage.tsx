import { PushNotificationsCard } from '../../../components/account/PushNotificationsCard';
import { SmsNotificationsCard } from '../../../components/account/SmsNotificationsCard';
import { QueryStates } from '../../../components/QueryStates';
import { graphql } from '../../../gql';
import { AdminSettingsPageDocument, type PlatformSettingsInput } from '../../../gql/graphql';
import { useAdminSettingsPageQuery, useUpdatePlatformSettingsMutation } from '../../../gql/hooks';
import { AdminPage } from '../shared/AdminPage';
import { notifyFailure, notifySuccess } from '../shared/feedback';
import { AdminInvitesSection } from './AdminInvitesSection';
import { SettingsForm } from './SettingsForm';

graphql(`
  query AdminSettingsPage {
    paymentInstructions {
      version
      ...SettingsForm_settings
    }
  }
`);

graphql(`
  mutation UpdatePlatformSettings($input: PlatformSettingsInput!, $expectedVersion: Int) {
    updatePlatformSettings(input: $input, expectedVersion: $expectedVersion) {
      version
      ...SettingsForm_settings
    }
  }
`);

/** /admin/settings: the payment instructions customers see, who receives booking emails, and admin invites. */
export function SettingsPage() {
  const query = useAdminSettingsPageQuery();
  const { data } = query;
  // PlatformSettings has no id: the saved settings are written over the cached ones by hand.
  const [updateSettings] = useUpdatePlatformSettingsMutation({
    update(cache, result) {
      const settings = result.data?.updatePlatformSettings;
      if (settings) cache.writeQuery({ query: AdminSettingsPageDocument, data: { paymentInstructions: settings } });
    },
  });

  const save = async (input: PlatformSettingsInput) => {
    try {
      await updateSettings({ variables: { input, expectedVersion: data?.paymentInstructions.version } });
      notifySuccess('Settings saved.');
    } catch (failure) {
      notifyFailure('Failed to save settings', failure);
      throw failure;
    }
  };

  return (
    <AdminPage
      title="Settings"
      description="Where customers send their payments, how they reach you, what happens to their money when they cancel, and who is emailed about bookings."
    >
      <QueryStates query={query} loading="Loading settings…" errorTitle="Error loading settings">
        {(data) => <SettingsForm settings={data.paymentInstructions} onSubmit={save} />}
      </QueryStates>
      <AdminInvitesSection />
      <PushNotificationsCard about="A message on this phone or computer when a booking request or a proof of payment comes in." />
      <SmsNotificationsCard
        switches={[
          { kind: 'bookingReceived', label: 'New booking requests' },
          { kind: 'paymentReceived', label: 'Payments received, to check' },
          { kind: 'rescheduleRequested', label: 'Customers asking to move an AYS booking' },
          { kind: 'newMessage', label: "Customers' messages to the AYS team not read after 10 minutes" },
        ]}
      />
    </AdminPage>
  );
}
