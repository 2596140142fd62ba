import express, { type Router } from 'express';
import type { DataSource } from 'typeorm';
import { SHORT_CODE_LENGTH, SHORT_LINK_PATH } from '../../lib/sms-links.js';

/**
 * A text's short link (issue 30): /t/<code> redirects to the screen the text is about, kept on its row, so
 * a text's link is as short as the configured base allows whatever the screen's address. An unknown code
 * leads to the home page. The screen itself asks the person to sign in, as any link does.
 */
export function smsLinks(db: DataSource, publicUrl: string): Router {
  const router = express.Router();
  const code = new RegExp(`^[0-9A-Za-z]{${SHORT_CODE_LENGTH}}$`);
  router.get(`${SHORT_LINK_PATH}:code`, async (req, res, next) => {
    try {
      const given = String(req.params.code);
      const [row] = code.test(given)
        ? ((await db.query("SELECT template->>'link' AS link FROM sms_messages WHERE short_code = $1", [given])) as {
            link: string | null;
          }[])
        : [];
      const link = row?.link?.startsWith('/') ? row.link : '/';
      res.set('Cache-Control', 'no-store').redirect(302, `${publicUrl}${link}`);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
