import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../../lib/errors';

/** A green toast (admin toasts close after 5 s, set by the root layout). */
export function notifySuccess(message: string) {
  notifications.show({ color: 'brand', message });
}

/** A red toast; with an error, its server message follows `prefix` ("Failed to save packages: {message}"). */
export function notifyFailure(prefix: string, error?: unknown) {
  notifications.show({ color: 'red', message: error === undefined ? prefix : `${prefix}: ${errorMessage(error)}` });
}

/** A red toast with a title, for a refused action whose server message explains why. */
export function notifyRefused(title: string, error: unknown) {
  notifications.show({ color: 'red', title, message: errorMessage(error) });
}

/** A red toast for a refused booking action: the spec's sentence, then the server's ("Failed to confirm. This booking is …"). */
export function notifyActionFailure(sentence: string, error: unknown) {
  notifications.show({ color: 'red', message: `${sentence} ${errorMessage(error)}` });
}
