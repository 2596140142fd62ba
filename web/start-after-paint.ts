import type { Plugin } from 'vite';

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** Starts the app's entry module once the page has painted (see startAfterPaint). */
const START_SCRIPT = `(function () {
  var entry = document.currentScript.getAttribute('data-entry');
  function start() {
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = entry;
    document.head.appendChild(script);
  }
  // A hidden tab paints nothing, so waiting for a frame would wait until it is shown.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
})();
`;

/**
 * How the built shell loads: styles first, then the code, which runs only after the first paint.
 *
 * - Vite writes the entry script and its modulepreloads first; on HTTP/1.1 a phone then opens connections
 *   for 150 KB of code before the 13 KB of styles the first paint waits for, and they share a slow link.
 *   Requested first, the styles arrive first.
 * - A page the server rendered is readable before any code runs, but a module script that is ready when
 *   the styles are runs before the browser paints, holding the page back by the time it takes to evaluate
 *   the vendor code and start the app (on a slow phone, hundreds of milliseconds). The entry becomes a
 *   modulepreload (downloaded as early as before) and a small deferred script adds it after the first frame.
 */
export function startAfterPaint(): Plugin {
  return {
    name: 'marketplace-start-after-paint',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'asset', name: 'start-app.js', source: START_SCRIPT });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const starter = Object.values(bundle ?? {}).find((file) => file.type === 'asset' && file.names.includes('start-app.js'));
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!starter || !entry) throw new Error('start-after-paint: no entry module script or no start-app.js in the build');
        const sheets = (html.match(STYLESHEET) ?? []).join('');
        const rest = html
          .replace(STYLESHEET, '')
          .replace(ENTRY_SCRIPT, `<link rel="modulepreload" crossorigin href="${entry}">\n    <script src="/${starter.fileName}" defer data-entry="${entry}"></script>`);
        const firstCode = rest.search(/[ \t]*<(script|link rel="modulepreload")/);
        return rest.slice(0, firstCode) + sheets + rest.slice(firstCode);
      },
    },
  };
}
