// Web component tests (jsdom): jest-dom matchers, cleanup, and the browser APIs Mantine needs that jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// Waiting for something to appear is bounded by each test's own budget, not by a short default that a
// busy CI machine (two cores, four projects at once) can miss.
configure({ asyncUtilTimeout: 10_000 });

// Toasts live in a module-level store: each test starts without the previous test's toasts.
beforeEach(() => {
  notifications.clean();
});

afterEach(() => {
  cleanup();
});

// Mantine's autosizing Textarea listens to document.fonts, which jsdom does not have.
Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {} } });

Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

window.HTMLElement.prototype.scrollIntoView = () => {};
window.HTMLElement.prototype.scrollTo = () => {};

// jsdom's getComputedStyle rejects the pseudo-element argument Mantine passes. (The files share one jsdom,
// so this file runs once per test file: jsdom's own function is kept and wrapped once.)
const jsdomGetComputedStyle = ((window as { jsdomGetComputedStyle?: typeof getComputedStyle }).jsdomGetComputedStyle ??=
  window.getComputedStyle);
window.getComputedStyle = (element: Element) => jsdomGetComputedStyle(element);

// React Router's ScrollRestoration scrolls the window, which jsdom does not implement.
window.scrollTo = () => {};
