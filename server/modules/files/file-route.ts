import { pipeline } from 'node:stream/promises';
import type { Request, RequestHandler } from 'express';
import type { User } from '../identity/user.entity.js';
import { isPrivateKey, storageKeyOf } from './storage-keys.js';
import type { FileStorage } from './storage.js';

type Access = {
  /** The signed-in user behind the request, if any. */
  viewerOf(req: Request): Promise<User | null>;
  /** Whether this viewer may read this private file. */
  mayReadPrivate(viewer: User | null, key: string): Promise<boolean>;
};

/**
 * Serves /files/{key} for every storage driver (mounted at /files, so `req.path` is the part after it). The request path is turned into a storage key once
 * (storageKeyOf), and that key alone decides: private keys need a viewer the access check allows and are
 * never cached by anyone; public keys are immutable (their names are random). A file the viewer may not
 * read looks exactly like a missing one.
 */
export function fileRoute(storage: FileStorage, access: Access): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      const key = storageKeyOf(req.path);
      const isPrivate = key !== null && isPrivateKey(key);
      const allowed = key !== null && (!isPrivate || (await access.mayReadPrivate(await access.viewerOf(req), key)));
      const file = allowed ? await storage.read(key) : null;
      if (!file) {
        res.status(404).setHeader('Cache-Control', 'no-store').type('text/plain').send('Not found');
        return;
      }
      res.setHeader('Cache-Control', isPrivate ? 'private, no-store' : 'public, max-age=31536000, immutable');
      res.setHeader('Content-Type', file.contentType);
      if (file.size !== undefined) res.setHeader('Content-Length', String(file.size));
      if (req.method === 'HEAD') {
        file.body.destroy();
        res.end();
        return;
      }
      await pipeline(file.body, res);
    } catch (error) {
      // The client went away before the end (a phone leaving the page on slow data): nobody to answer, and
      // nothing went wrong here. A storage failure while sending comes as its own error and is reported.
      if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
      next(error);
    }
  };
}
