/**
 * Moves focus to the first field that has an error, in form order, and brings it to the middle of the
 * screen: the person sees and hears what to fix, even on a phone where the field sits far above the button
 * they pressed.
 */
export function focusFirstError(errors: Record<string, unknown>, fieldOrder: string[], nodeOf: (path: string) => HTMLElement | null) {
  const first = fieldOrder.find((path) => errors[path]);
  const node = first ? nodeOf(first) : null;
  if (!node) return;
  node.scrollIntoView({ block: 'center' });
  node.focus({ preventScroll: true });
}

/** Brings the first field with an error into view and moves focus to it (long forms in a modal hide it otherwise). */
export function showFirstError(errors: Record<string, unknown>) {
  const first = Object.keys(errors).find((key) => errors[key]);
  if (!first) return;
  const field = document.querySelector<HTMLElement>(`[data-path="${first.replace(/"/g, '')}"]`);
  field?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  field?.focus({ preventScroll: true });
}
