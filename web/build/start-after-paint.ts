import type { Plugin, Rolldown } from 'vite';

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * Starts the app once the page has painted (see startAfterPaint). `data-code` lists the first screen's
 * chunks in the order they run, the entry last; `data-preload` adds code to download without running it
 * (a rendered page's own chunk, which the app imports when it adopts the page).
 */
const START_SCRIPT = `(function () {
  var starter = document.currentScript;
  var code = starter.getAttribute('data-code').split(' ');
  var preload = (starter.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var root = document.getElementById('root');
  var started = false;
  function nextTask() {
    return new Promise(function (resolve) { setTimeout(resolve, 0); });
  }
  function start() {
    if (started) return;
    started = true;
    code.concat(preload).forEach(function (href) {
      if (document.querySelector('link[rel="modulepreload"][href="' + href + '"]')) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.appendChild(link);
    });
    // All downloads start at once; each chunk is compiled and run in a task of its own, after those it imports.
    code.reduce(function (previous, href) {
      return previous.then(function () { return import(href); }).then(nextTask);
    }, Promise.resolve());
  }
  var paintTiming = window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (document.visibilityState === 'hidden') {
    // A hidden tab paints nothing: waiting for a paint would wait until it is shown.
    start();
  } else if (root && root.firstElementChild && paintTiming) {
    // A rendered page: its code is asked for once the page is on the screen.
    new PerformanceObserver(function (entries, observer) {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, 10000);
  } else {
    // The app shell paints nothing of its own: the code runs after the first frame.
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
})();
`;

/** The entry chunk and the chunks it imports, each after those it imports (the order they can run in). */
function runOrder(bundle: Rolldown.OutputBundle, entryFile: string): string[] {
  const order: string[] = [];
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (order.includes(fileName) || chunk?.type !== 'chunk') return;
    chunk.imports.forEach(visit);
    order.push(fileName);
  };
  visit(entryFile);
  return order.map((fileName) => `/${fileName}`);
}

/**
 * How the built shell loads: styles first, then the code, which runs only after the first paint, one chunk
 * at a time.
 *
 * - Vite writes the entry script and its modulepreloads first; on HTTP/1.1 a phone then opens connections
 *   for 150 KB of code before the 13 KB of styles the first paint waits for, and they share a slow link.
 *   Requested first, the styles arrive first.
 * - A page the server rendered is readable before any code runs, but a module script that is ready when
 *   the styles are runs before the browser paints, holding the page back by the time it takes to evaluate
 *   the vendor code and start the app (on a slow phone, hundreds of milliseconds). The entry becomes a
 *   modulepreload (downloaded as early as before) and a small deferred script starts it after the first frame.
 * - Compiled and run as one module graph, the libraries and the app took one task of 40-70 ms on this
 *   machine (four times that on a slow phone), long enough to hold back a tap. They come in a few chunks
 *   (FIRST_SCREEN_CHUNKS in vite.config.ts), and the starter imports them one by one.
 * - The server leaves the modulepreloads out of the pages it renders (server/http/prerendered-pages.ts):
 *   there the code is asked for once the first contentful paint is reported, so on a slow link it does not
 *   compete with the styles and the first pictures. The app shell keeps them: it shows nothing until the
 *   code has run.
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
        if (!bundle || !starter || !entry) throw new Error('start-after-paint: no entry module script or no start-app.js in the build');
        const code = runOrder(bundle, entry.slice(1));
        const sheets = (html.match(STYLESHEET) ?? []).join('');
        const rest = html
          .replace(STYLESHEET, '')
          .replace(
            ENTRY_SCRIPT,
            `<link rel="modulepreload" crossorigin href="${entry}">\n    <script src="/${starter.fileName}" defer data-code="${code.join(' ')}"></script>`,
          );
        const firstCode = rest.search(/[ \t]*<(script|link rel="modulepreload")/);
        return rest.slice(0, firstCode) + sheets + rest.slice(firstCode);
      },
    },
  };
}
