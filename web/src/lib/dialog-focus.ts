/** Where focus goes back to when a dialog closes: the button that opened it, and the entry (row, card) it is in. */
export interface FocusReturn {
  trigger: HTMLElement | null;
  entry: HTMLElement | null;
}

export const focusReturnOf = (trigger: HTMLElement | null): FocusReturn => ({
  trigger,
  entry: trigger?.closest<HTMLElement>('li, tr') ?? null,
});

/**
 * Back to the button that opened the dialog; when what it acted on changed meanwhile and its buttons are gone, to
 * its entry (a refund settled on the request detail keeps it, with its new status); when the entry left the
 * list, to the page's heading. After the page has drawn the answer.
 */
export function restoreFocus({ trigger, entry }: FocusReturn) {
  window.setTimeout(() => {
    const target = [trigger, entry].find((element) => element?.isConnected) ?? document.querySelector<HTMLElement>('main h1, h1');
    if (!target) return;
    if (target !== trigger && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }, 0);
}
