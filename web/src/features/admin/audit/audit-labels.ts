/** The trail's snake_case actions as an admin reads them; an action not listed reads as its words. */
const ACTION_LABELS: Record<string, string> = {
  confirm: 'Confirmed a booking',
  complete: 'Completed a booking',
  admin_cancel: 'Cancelled a booking',
  reassign: 'Reassigned a booking',
  change_settings: 'Changed settings',
  delete_account: 'Deleted an account',
  mark_refund_paid: 'Marked a refund paid',
  mark_refund_not_owed: 'Marked a refund not owed',
  record_provider_payout: 'Recorded a provider payout',
  record_affiliate_payout: 'Recorded an affiliate payout',
  approve_service: 'Approved a service',
  unapprove_service: 'Unapproved a service',
  set_provider_flags: 'Changed a provider’s verified/approved',
  verify_affiliate: 'Verified an affiliate',
  create_affiliate: 'Created an affiliate',
  create_promo_code: 'Created a promo code',
  activate_promo_code: 'Reactivated a promo code',
  deactivate_promo_code: 'Deactivated a promo code',
  deactivate_account: 'Deactivated an account',
  reactivate_account: 'Reactivated an account',
  create_city: 'Added a city',
  update_city: 'Changed a city',
  delete_city: 'Deleted a city',
  create_area: 'Added an area',
  update_area: 'Changed an area',
  delete_area: 'Deleted an area',
  create_category: 'Added a category',
  update_category: 'Changed a category',
  delete_category: 'Deleted a category',
  create_team_member: 'Added a team member',
  update_team_member: 'Changed a team member',
  delete_team_member: 'Deleted a team member',
  activate_team_member: 'Made a team member active',
  deactivate_team_member: 'Made a team member inactive',
};

export function actionLabel(action: string): string {
  const words = action.replace(/_/g, ' ');
  return ACTION_LABELS[action] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

/** "PlatformSettings" -> "Platform settings". */
export function recordTypeLabel(type: string): string {
  const words = type.replace(/(?<=[a-z])(?=[A-Z])/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A JSON value from the trail as text: strings without quotes, nothing as an em dash. */
export function changeValue(json: string | null): string {
  if (json === null) return '—';
  const value: unknown = JSON.parse(json);
  return typeof value === 'string' ? value : JSON.stringify(value);
}
