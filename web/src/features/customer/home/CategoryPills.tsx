import { Chip } from '@mantine/core';
import { useEffect, useRef } from 'react';
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
  /** The selected category id; null for All Services. */
  value: string | null;
  onChange: (categoryId: string | null) => void;
}

/**
 * On phones the pills are one row that scrolls sideways: the selected one is brought to the middle of it
 * (at once when the page opens on a shared link, smoothly after a tap), so it is never off to the side.
 * Only the row scrolls, never the page.
 */
function useSelectedInView(value: string) {
  const row = useRef<HTMLDivElement>(null);
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

export function CategoryPills({ categories: categoryRefs, value, onChange }: CategoryPillsProps) {
  const categories = getFragmentData(CategoryPills_categories, categoryRefs);
  const selected = value ?? ALL;
  const row = useSelectedInView(selected);
  return (
    <Chip.Group multiple={false} value={selected} onChange={(next) => onChange(next === ALL ? null : next)}>
      <div ref={row} className={classes.pills} role="radiogroup" aria-label="Categories">
        <Chip value={ALL} type="radio" variant="outline" wrapperProps={{ 'data-pill': ALL }}>
          All Services
        </Chip>
        {categories.map((category) => (
          <Chip key={category.id} value={category.id} type="radio" variant="outline" wrapperProps={{ 'data-pill': category.id }}>
            {category.name}
          </Chip>
        ))}
      </div>
    </Chip.Group>
  );
}
