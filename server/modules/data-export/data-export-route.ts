import { pipeline } from 'node:stream/promises';
import { Router, type Request, type Response } from 'express';
import type { DataSource } from 'typeorm';
import type { FileService } from '../files/files.service.js';
import type { User } from '../identity/user.entity.js';
import { REFUSALS } from './data-export-rules.js';
import { openDownload } from './data-export.service.js';

const STATUS: Record<keyof typeof REFUSALS, number> = { signIn: 401, unknown: 404, notYours: 403, used: 410, expired: 410 };

/**
 * GET /account/data/<token> (the emailed link) and /account/data/archive/<id> (the card's Download link):
 * serve the archive once to the person it belongs to, signed in; the file is removed once sent. Every
 * refusal is a plain sentence saying why.
 */
export function dataExportRoute(deps: { db: DataSource; files: FileService; viewerOf: (req: Request) => Promise<User | null> }) {
  const router = Router();
  const serve = (linkOf: (req: Request) => { token: string } | { id: string }) => async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    const viewer = await deps.viewerOf(req);
    const answer = await openDownload(deps.db, viewer?.id ?? null, linkOf(req));
    const object = 'key' in answer ? await deps.files.readOwn(answer.key) : null;
    if (!object) {
      const reason = 'refused' in answer ? answer.refused : 'expired';
      res.status(STATUS[reason]).type('text/plain').send(REFUSALS[reason]);
      return;
    }
    res.type('application/zip').attachment('my-data.zip');
    if (object.size !== undefined) res.setHeader('Content-Length', String(object.size));
    await pipeline(object.body, res);
    await deps.files.removeOwn((answer as { key: string }).key);
  };
  router.get(
    '/account/data/archive/:id',
    serve((req) => ({ id: String(req.params.id) })),
  );
  router.get(
    '/account/data/:token',
    serve((req) => ({ token: String(req.params.token) })),
  );
  return router;
}
