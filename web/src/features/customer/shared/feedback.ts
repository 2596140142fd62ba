import { errorMessage, fieldErrors } from '../../../lib/errors';
import { notifications } from '@mantine/notifications';

/** Toasts of the customer area; the app closes them after 3 s here. */
export function toastSuccess(message: string) {
  notifications.show({ color: 'brand', message });
}

export function toastFailure(message: string) {
  notifications.show({ color: 'red', message });
}

interface FormWithErrors {
  values: object;
  setErrors: (errors: Record<string, string>) => void;
}

/**
 * Puts the server's per-field messages (BAD_USER_INPUT `extensions.fields`) beside the form's fields and
 * returns the message to show above the buttons when none of them belongs to a field of this form.
 */
export function showServerErrors(form: FormWithErrors, error: unknown): string | null {
  const fields = fieldErrors(error);
  form.setErrors(fields);
  const besideFields = Object.keys(fields).some((field) => field in form.values);
  return besideFields ? null : errorMessage(error);
}
