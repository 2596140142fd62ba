import type { GetInputPropsReturnType } from '@mantine/form';
import { PasswordField } from '../PasswordField';

/** A form field's props from @mantine/form, with the key an uncontrolled form gives it. */
export type FieldBinding = GetInputPropsReturnType & { key: string };

/** "New password" and "Repeat new password", as on every form that sets a password. */
export function NewPasswordFields({ password, repeat }: { password: FieldBinding; repeat: FieldBinding }) {
  const { key: passwordKey, ...passwordProps } = password;
  const { key: repeatKey, ...repeatProps } = repeat;
  return (
    <>
      <PasswordField
        label="New password"
        description="At least 8 characters, not a common password."
        autoComplete="new-password"
        required
        key={passwordKey}
        {...passwordProps}
      />
      <PasswordField label="Repeat new password" autoComplete="new-password" required key={repeatKey} {...repeatProps} />
    </>
  );
}
