import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gunzipSync, gzip } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { print, type DocumentNode, type FormattedExecutionResult } from 'graphql';
import { inlineStyles } from './inline-styles.js';
import { pageAssets } from './page-assets.js';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Pages kept at most (query strings make addresses unbounded); the least recently used go first. */
const MAX_PAGES = 500;
/**
 * Renders running at once at most: beyond that a request gets the app shell (the browser renders the
 * page), so a burst of uncached pages costs neither unbounded CPU nor memory.
 */
const MAX_RENDERING = 2;
/** Longer addresses are not rendered (nothing public has one). */
const MAX_URL_LENGTH = 512;

type Operation = { query: DocumentNode; variables: Record<string, unknown>; operationName?: string };
/** Runs one GraphQL operation inside the server, for the visitor of this request. */
export type Execute = (operation: Operation) => Promise<FormattedExecutionResult>;

/** What web/src/server-entry.tsx exports (built by `vite build --ssr` into dist/web-server/). */
interface WebRenderer {
  renderPage(url: string, execute: Execute): Promise<{ html: string; state: unknown; page?: string; keep: boolean } | null>;
  serverStateBlock(state: unknown): string;
}

/** A rendered page, with the operations it was rendered from and their answers as they were. */
interface Page {
  answers: { operation: Operation; answer: string }[];
  /** False for an address of free text (a search): there are endlessly many, so it is rendered but not kept. */
  keep: boolean;
  /** Compressed only: a client that takes neither (rare) gets the gzip body unpacked. */
  bodies: { br: Buffer; gzip: Buffer };
}

/** The web app's server renderer, when it has been built. */
export async function loadWebRenderer(file: string): Promise<WebRenderer | null> {
  return existsSync(file) ? ((await import(pathToFileURL(file).href)) as WebRenderer) : null;
}

const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;
const STARTER = /<script [^>]*data-code="[^"]*"[^>]*><\/script>/;

/**
 * The app shell without the early-data script (a rendered page comes with its data, and the script would
 * download it a second time), split where a rendered page adds its style sheets (before the shell's
 * code) and its HTML. Its code is downloaded after the first paint (see web/build/start-after-paint.ts): the
 * shell's preloads are left out, so the app's starter asks for them, and for the page's own code.
 */
function readShell(webDist: string): { shell: string; parts: [string, (code: string[]) => string, string, string] } {
  const shell = readFileSync(path.join(webDist, 'index.html'), 'utf8').replace(/<script [^>]*id="early-data"[^>]*><\/script>\s*/, '');
  const match = /^([\s\S]*?)((?:<script|<link rel="modulepreload")[\s\S]*)(<\/head>[\s\S]*<div id="root">)(<\/div>[\s\S]*)$/.exec(shell);
  if (!match || shell.includes('early-data') || !STARTER.test(match[2])) {
    throw new Error(`${webDist}/index.html: unexpected shape (an early-data script left, no app starter or no empty #root)`);
  }
  const scripts = match[2].replace(MODULE_PRELOAD, '');
  const scriptsWith = (code: string[]) =>
    code.length === 0
      ? scripts
      : scripts.replace(STARTER, (starter) => starter.replace(' data-code=', ` data-preload="${code.join(' ')}" data-code=`));
  return { shell, parts: [match[1], scriptsWith, match[3], match[4]] };
}

/**
 * Public pages (see `prerender` in web/src/app/router.tsx) sent already rendered, with the data they were
 * rendered from, to visitors who are not signed in: a slow phone shows the page as soon as the HTML and
 * styles arrive, and the app's code then adopts it (hydrates) instead of rendering it again. Anyone with a
 * session cookie gets the app shell, as before, since their page depends on who they are.
 *
 * A rendered page is kept and sent again while the answers to the operations it was rendered from stay
 * the same: each request asks them again (the public catalogue answers from memory, see CatalogueCache)
 * and compares, so a change of any kind shows in the very next response and only rendering is saved.
 */
export function prerenderedPages(options: {
  webDist: string;
  renderer: WebRenderer;
  signedIn(req: Request): boolean;
  executorFor(req: Request, res: Response): Execute;
  onError(error: unknown): void;
  /**
   * Public pages rendered and kept as soon as the server starts, with this executor (a visitor who is not
   * signed in): the first render of a process loads the renderer's code and warms the queries (half a
   * second on a quiet machine), which the first visitor after a deploy would otherwise wait for.
   */
  warmUp?: { urls: string[]; execute: Execute };
}): RequestHandler {
  const { renderer } = options;
  const {
    shell,
    parts: [head, scriptsWith, body, tail],
  } = readShell(options.webDist);
  const assetsOf = pageAssets(options.webDist, shell);
  const inlined = inlineStyles(options.webDist);
  const pageHead = inlined(head);
  const pages = new Map<string, Page>();
  const inFlight = new Map<string, Promise<Page | null>>();
  let rendering = 0;

  const render = async (url: string, execute: Execute): Promise<Page | null> => {
    const answers: Page['answers'] = [];
    let failed = false;
    const recorded: Execute = async (operation) => {
      const result = await execute(operation);
      answers.push({ operation, answer: JSON.stringify(result) });
      failed ||= Boolean(result.errors?.length);
      return result;
    };
    const page = await renderer.renderPage(`http://localhost${url}`, recorded);
    // The cache the browser starts from keeps no errors, so it would not render the same page: an error
    // (a service that is not there, a database that is down) is for the browser to show.
    if (!page || failed) return null;
    const links = page.page ? assetsOf(page.page) : { styles: '', code: [] };
    const html = Buffer.from(
      `${pageHead}${inlined(links.styles)}${scriptsWith(links.code)}${body}${page.html}${renderer.serverStateBlock(page.state)}${tail}`,
    );
    const [br, gzip] = await Promise.all([brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }), gzipped(html, { level: 9 })]);
    return { answers, keep: page.keep, bodies: { br, gzip } };
  };

  const unchanged = async (page: Page, execute: Execute) => {
    const now = await Promise.all(page.answers.map(({ operation }) => execute(operation)));
    return now.every((result, index) => JSON.stringify(result) === page.answers[index].answer);
  };

  const pageFor = async (url: string, execute: Execute): Promise<Page | null> => {
    const kept = pages.get(url);
    if (kept && (await unchanged(kept, execute))) {
      pages.delete(url);
      pages.set(url, kept);
      return kept;
    }
    // A page being rendered (at start, or for another visitor) is waited for rather than rendered twice.
    const pending = inFlight.get(url);
    if (pending) return pending;
    if (rendering >= MAX_RENDERING) return null;
    rendering += 1;
    const rendered = render(url, execute).finally(() => {
      rendering -= 1;
      inFlight.delete(url);
    });
    inFlight.set(url, rendered);
    const page = await rendered;
    if (!page?.keep) return page;
    pages.set(url, page);
    if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
    return page;
  };

  for (const url of options.warmUp?.urls ?? []) void pageFor(url, options.warmUp!.execute).catch(options.onError);

  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.originalUrl.length > MAX_URL_LENGTH || options.signedIn(req)) return next();
    let page: Page | null;
    try {
      page = await pageFor(req.originalUrl, options.executorFor(req, res));
    } catch (error) {
      // The app shell still works: the browser renders the page itself.
      options.onError(error);
      return next();
    }
    if (!page) return next();
    const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
    res.setHeader('Vary', 'Accept-Encoding, Cookie');
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html');
    if (encoding === 'br' || encoding === 'gzip') {
      res.setHeader('Content-Encoding', encoding);
      res.send(page.bodies[encoding]);
    } else res.send(gunzipSync(page.bodies.gzip));
  };
}

/** Prints the document, so Apollo Server parses and validates it once and then finds it in its cache. */
export const operationRequest = ({ query, variables, operationName }: Operation) => ({ query: print(query), variables, operationName });
