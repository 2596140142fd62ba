import helmet from 'helmet';
import type { RequestHandler } from 'express';
import { isHashedSubresource } from './web-app.js';
import type { Config } from '../config.js';

/**
 * Security headers on every response. The CSP allows only our own origin (plus the public file host when
 * uploads live on S3), inline styles (Mantine writes its CSS variables into a <style> tag), data: images,
 * same-origin workers (GraphiQL's editor, the service worker) and our own manifest; connections only to
 * ourselves (the websocket of the live screens included); nothing may frame the app. HSTS and upgrading
 * requests only make sense where the deployment is served over HTTPS, i.e. where cookies are Secure.
 */
export function securityHeaders(config: Config): RequestHandler {
  const everyPolicy = documentPolicies(config);
  return (req, res, next) => {
    if (!isHashedSubresource(req.path)) return everyPolicy(req, res, next);
    // A script, style sheet or picture of the build: a document's policies (the CSP, framing, referrer,
    // opener, old IE switches) do nothing on it, and the first screen downloads nine such files, on phones
    // that pay for every byte. What still applies to a subresource stays.
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    next();
  };
}

function documentPolicies(config: Config): RequestHandler {
  const fileHost = config.s3 ? [new URL(config.s3.publicUrl).origin] : [];
  // The live screens' websocket: 'self' covers it in CSP 3 browsers; older Safari wants the ws(s) origin spelled out.
  const liveSocket = new URL(config.publicUrl).origin.replace(/^http/, 'ws');
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'", liveSocket],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...fileHost],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'", 'blob:'],
        ...(config.cookieSecure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.cookieSecure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
}
