import { Chip } from '@mantine/core';
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

export function CategoryPills({ categories: categoryRefs, value, onChange }: CategoryPillsProps) {
  const categories = getFragmentData(CategoryPills_categories, categoryRefs);
  return (
    <Chip.Group multiple={false} value={value ?? ALL} onChange={(next) => onChange(next === ALL ? null : next)}>
      <div className={classes.pills} role="radiogroup" aria-label="Categories">
        <Chip value={ALL} type="radio" variant="outline">
          All Services
        </Chip>
        {categories.map((category) => (
          <Chip key={category.id} value={category.id} type="radio" variant="outline">
            {category.name}
          </Chip>
        ))}
      </div>
    </Chip.Group>
  );
}
