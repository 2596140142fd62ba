import type { ServerResponse } from 'node:http';
import path from 'node:path';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';

/**
 * A file of the build under /assets/ (its name carries its content's hash) that is not a worker: a worker
 * is governed by the CSP sent with it, so it keeps every header a document gets.
 */
export const isHashedSubresource = (urlPath: string): boolean => urlPath.startsWith('/assets/') && !/\.worker-[^/]*\.js$/.test(urlPath);

/**
 * Hashed build files never change; the app shell and the service worker (so a deploy reaches phones at
 * their next visit) must be checked on every visit; the rest for an hour.
 */
function cacheHeaders(res: ServerResponse, filePath: string): void {
  if (/(index\.html|sw\.js)(\.br|\.gz)?$/.test(filePath)) res.setHeader('Cache-Control', 'no-cache');
  else if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}

/**
 * The built React app: each file in the variant the browser accepts (brotli, else gzip, both made at
 * build time, see web/build/precompress.ts; `Vary: Accept-Encoding`), then `pages` (the public pages rendered
 * on the server, see prerendered-pages.ts), and the app shell for every other client-side route
 * (/admin/..., /graphiql, any page for a signed-in user).
 */
export function webApp(webDist: string, pages?: express.RequestHandler): express.Router {
  const files = expressStaticGzip(webDist, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { index: false, maxAge: '1h', setHeaders: cacheHeaders },
  });
  // Hashed files are never revalidated (immutable), so they go without ETag, Last-Modified and Accept-Ranges.
  const hashedFiles = expressStaticGzip(path.join(webDist, 'assets'), {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { index: false, etag: false, lastModified: false, acceptRanges: false, setHeaders: cacheHeaders },
  });
  const router = express.Router();
  router.use('/assets', hashedFiles);
  router.use(files);
  if (pages) router.use(pages);
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    req.url = '/index.html';
    files(req, res, next);
  });
  return router;
}
