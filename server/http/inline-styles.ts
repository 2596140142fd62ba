import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;

/**
 * The style sheets of a rendered page written into it (issue 31). On a slow phone (300 ms a round trip,
 * 750 kbps) the first card waited on the HTML and then on a second round trip for the 11 KB of styles the
 * first paint needs: 1.0-1.35 s. Written in, they arrive with the HTML. Each `<link>` stays, `disabled` (a
 * disabled style sheet is never fetched), because the app's loader of lazy pages looks for a style
 * sheet's `<link>` before adding one: without it, a later page would add the same rules again after the
 * app's own, and change which of two equal rules wins. Rendered pages go to visitors who are not signed in,
 * mostly first visits; the app shell keeps its cacheable `<link>`s.
 */
export function inlineStyles(webDist: string): (html: string) => string {
  const contents = new Map<string, string | null>();
  const contentOf = (file: string) => {
    if (!contents.has(file))
      contents.set(file, existsSync(path.join(webDist, file)) ? readFileSync(path.join(webDist, file), 'utf8') : null);
    return contents.get(file);
  };
  return (html) =>
    html.replace(STYLESHEET, (link, file: string) => {
      const css = contentOf(file);
      // A sheet not in the build, or with a rule that would close the element early, stays a link.
      return css == null || css.includes('</') ? link : `<link rel="stylesheet" href="${file}" disabled><style>${css}</style>`;
    });
}
