import type { ServerResponse } from 'node:http';
import path from 'node:path';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';

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
  const router = express.Router();
  router.use(files);
  if (pages) router.use(pages);
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    req.url = '/index.html';
    files(req, res, next);
  });
  return router;
}
