import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/** Registers the service worker once the page has loaded and the browser is idle: nothing of it runs before the first screen. */
const REGISTER_SCRIPT = `if ('serviceWorker' in navigator) {
  addEventListener('load', function () {
    // A browser that refuses (private windows, some policies) runs the app as before.
    var register = function () { navigator.serviceWorker.register('/sw.js').catch(function () {}); };
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 1000);
  });
}
`;

const SHELL_FILES = /(?:src|href)="(\/assets\/[^"]+)"/g;

/**
 * The installable app (issue 11): the manifest and icons are in web/public; this adds a small script
 * that registers the service worker, and writes dist/sw.js from web/service-worker.js with this build's
 * version (a hash of every file name, so any change to the build gives its caches new names) and the
 * app shell it caches at install: index.html and the files index.html loads, nothing of the lazy areas.
 */
export function installableApp(serviceWorker: string): Plugin {
  return {
    name: 'marketplace-installable-app',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'asset', name: 'register-sw.js', source: REGISTER_SCRIPT });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const script = Object.values(bundle ?? {}).find((file) => file.type === 'asset' && file.names.includes('register-sw.js'));
        if (!script) throw new Error('installable-app: no register-sw.js in the build');
        return html.replace('</head>', `  <script src="/${script.fileName}" defer></script>\n  </head>`);
      },
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') throw new Error('installable-app: no index.html in the build');
        const shell = ['/index.html', ...new Set([...String(page.source).matchAll(SHELL_FILES)].map((match) => match[1]))];
        const version = createHash('sha256').update(Object.keys(bundle).sort().join('\n')).digest('hex').slice(0, 16);
        const source = (await readFile(serviceWorker, 'utf8'))
          .replace("'__VERSION__'", JSON.stringify(version))
          .replace("['__SHELL__']", JSON.stringify(shell));
        this.emitFile({ type: 'asset', fileName: 'sw.js', source });
      },
    },
  };
}
