/** Moves focus to the first field that has an error (WCAG: the person hears what to fix), in form order. */
export function focusFirstError(errors: Record<string, unknown>, fieldOrder: string[], nodeOf: (path: string) => HTMLElement | null) {
  const first = fieldOrder.find((path) => errors[path]);
  if (first) nodeOf(first)?.focus();
}
