import { useEffect } from 'react';

/** What index.html says, and what the home page keeps. */
export const HOME_TITLE = 'AYS · Book a service today!';

/**
 * Names the browser tab, history entry and search result after the page ("Login · AYS"), so each route
 * has a title of its own. Nothing changes while the page's name is still unknown (data loading).
 */
export function useDocumentTitle(page: string | null | undefined): void {
  useEffect(() => {
    if (page) document.title = page === HOME_TITLE ? page : `${page} · AYS`;
  }, [page]);
}
