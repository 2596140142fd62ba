import { TextInput, type TextInputProps } from '@mantine/core';
import { IconAt } from '@tabler/icons-react';

/** The email field of the sign-in screens: the address an account signs in with. */
export function EmailField(props: TextInputProps) {
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      required
      leftSection={<IconAt size={16} />}
      {...props}
    />
  );
}
