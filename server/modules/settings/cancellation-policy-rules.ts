/**
 * The cancellation policies admins write on /admin/settings (one for requests, one for confirmed bookings).
 * Pure, so the server and the settings form share the limit.
 */

/** The longest policy: each is shown whole beside the cancel button, so a few short paragraphs at most. */
export const MAX_POLICY_LENGTH = 1000;
