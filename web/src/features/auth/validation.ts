const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(value: string): string | null {
  if (!value.trim()) return 'Email is required';
  return EMAIL.test(value.trim()) ? null : 'Enter a valid email address';
}

export function required(message: string) {
  return (value: string) => (value.trim() ? null : message);
}
