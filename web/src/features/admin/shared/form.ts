/** Brings the first field with an error into view (long forms in a modal hide it otherwise). */
export function showFirstError(errors: Record<string, unknown>) {
  const first = Object.keys(errors).find((key) => errors[key]);
  if (!first) return;
  const field = document.querySelector<HTMLElement>(`[data-path="${first.replace(/"/g, '')}"]`);
  field?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  field?.focus({ preventScroll: true });
}
