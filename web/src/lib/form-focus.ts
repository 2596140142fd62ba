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
