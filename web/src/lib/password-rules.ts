/** The sign-up password rules the server checks too, so most mistakes are caught before a round trip. */
export function validateNewPassword(value: string): string | null {
  if (!value) return 'Password is required';
  if (value.length < 8) return 'Password must be at least 8 characters';
  return value.trim() ? null : 'Password cannot be only spaces.';
}

export function validateRepeatedPassword(value: string, password: string): string | null {
  return value === password ? null : 'The passwords do not match';
}
