import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

/** A password input whose show/hide button says what it does and for which field ("Show new password"). */
export function PasswordField({ label, ...props }: PasswordInputProps & { label: string }) {
  const [visible, { toggle }] = useDisclosure(false);
  return (
    <PasswordInput
      label={label}
      visible={visible}
      onVisibilityChange={toggle}
      visibilityToggleButtonProps={{ 'aria-label': `${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}` }}
      {...props}
    />
  );
}
