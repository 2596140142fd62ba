import { CheckIcon } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import classes from './CategoryPills.module.css';

export const CategoryPills_categories = graphql(`
  fragment CategoryPills_categories on Category {
    id
    name
  }
`);

const ALL = 'all';

interface CategoryPillsProps {
  categories: ReadonlyArray<FragmentType<typeof CategoryPills_categories>>;
  /** The chosen category id; null for All Services. */
  value: string | null;
  /** The query string of the list of a category (null: all services). */
  searchFor: (categoryId: string | null) => string;
}

/**
 * On phones the pills are one row that scrolls sideways: the chosen one is brought to the middle of it
 * (at once when the page opens on a shared link, smoothly after a tap), so it is never off to the side.
 * Only the row scrolls, never the page.
 */
function useChosenInView(value: string) {
  const row = useRef<HTMLUListElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    // Read when needed rather than kept in state: a media query hook renders the pills again once adopted.
    const smooth = opened.current && !matchMedia('(prefers-reduced-motion: reduce)').matches;
    opened.current = true;
    // The row opens at its start, where All Services is: nothing to measure (measuring right after the
    // page is adopted would make the browser lay the whole page out an extra time).
    if (!smooth && value === ALL) return;
    // Measured in the next frame, when the browser lays the page out anyway.
    const frame = requestAnimationFrame(() => {
      const container = row.current;
      const pill = [...(container?.querySelectorAll<HTMLElement>('[data-pill]') ?? [])].find((element) => element.dataset.pill === value);
      if (!container || !pill) return;
      const left = pill.offsetLeft - (container.clientWidth - pill.offsetWidth) / 2;
      container.scrollTo({ left, behavior: smooth ? 'smooth' : 'instant' });
    });
    return () => cancelAnimationFrame(frame);
  }, [value]);
  return row;
}

/**
 * The categories as links to their lists (`?category=`), not buttons: a tap before the app's code has run
 * loads the category's page, rendered by the server, instead of being lost; once the app runs, the router
 * follows the same link without loading a page. A pill looks chosen only on the list it names (the one the
 * address shows), so a tap never looks taken while the list has not followed.
 */
export function CategoryPills({ categories: categoryRefs, value, searchFor }: CategoryPillsProps) {
  const categories = getFragmentData(CategoryPills_categories, categoryRefs);
  const chosen = value ?? ALL;
  const row = useChosenInView(chosen);
  const pills = [{ id: ALL, name: 'All Services' }, ...categories];
  return (
    <nav aria-label="Categories">
      <ul ref={row} className={classes.pills}>
        {pills.map((pill) => {
          const current = pill.id === chosen;
          return (
            <li key={pill.id} data-pill={pill.id}>
              <Link
                to={{ search: searchFor(pill.id === ALL ? null : pill.id) }}
                replace
                className={classes.pill}
                aria-current={current ? 'page' : undefined}
              >
                {current && (
                  <span className={classes.check}>
                    <CheckIcon aria-hidden />
                  </span>
                )}
                {pill.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
