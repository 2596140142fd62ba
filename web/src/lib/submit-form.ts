import { notifications } from '@mantine/notifications';
import { errorMessage, fieldErrors } from './errors';
import { showFirstError } from './form-focus';

/** The app's three areas, each with its own toasts. */
export type Area = 'admin' | 'customer' | 'provider';

/** How long an area's toasts stay (spec §9): 5000 ms in the admin area, 3 seconds in the customer and provider areas. */
export const TOAST_CLOSE_MS: Record<Area, number> = { admin: 5000, customer: 3000, provider: 3000 };

/** What submitForm needs of a @mantine/form form. */
interface FormWithErrors {
  values: object;
  setErrors: (errors: Record<string, string>) => void;
}

export interface SubmitTexts<T> {
  area: Area;
  /** The green toast; none when the screen itself shows the result. */
  success?: string | ((result: T) => string);
  /** The red toast, in the spec's words. In the admin area the server's message follows it ("Failed to save city: ..."). */
  failure: string;
}

export type Submitted<T> =
  | { ok: true; result: T }
  /** `message`: the server's; `besideFields`: whether some of it went beside a field of this form (else show it above the buttons). */
  | { ok: false; error: unknown; message: string; besideFields: boolean };

/**
 * One form submission: runs `run` (the mutation), then shows the area's toast. On failure the server's
 * per-field messages (BAD_USER_INPUT `extensions.fields`) go beside the form's fields and focus moves to the
 * first of them. Never throws: the caller reads the outcome.
 */
export async function submitForm<T>(form: FormWithErrors, texts: SubmitTexts<T>, run: () => Promise<T>): Promise<Submitted<T>> {
  const autoClose = TOAST_CLOSE_MS[texts.area];
  try {
    const result = await run();
    const success = typeof texts.success === 'function' ? texts.success(result) : texts.success;
    if (success) notifications.show({ color: 'brand', message: success, autoClose });
    return { ok: true, result };
  } catch (error) {
    const fields = fieldErrors(error);
    form.setErrors(fields);
    const besideFields = Object.keys(fields).some((field) => field in form.values);
    if (besideFields) showFirstError(fields);
    const message = errorMessage(error);
    const failure = texts.area === 'admin' ? `${texts.failure}: ${message}` : texts.failure;
    notifications.show({ color: 'red', message: failure, autoClose });
    return { ok: false, error, message, besideFields };
  }
}
