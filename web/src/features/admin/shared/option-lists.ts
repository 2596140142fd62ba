import { graphql } from '../../../gql';
import { useAdminCategoryOptionsQuery, useAdminCityOptionsQuery } from '../../../gql/hooks';
import { useEveryNode } from '../../../lib/every-page';

// The admin forms' category and city pickers share these lists (one cache entry each), each loaded to its end.
graphql(`
  query AdminCategoryOptions($after: String) {
    allCategories(first: 50, after: $after) {
      edges {
        node {
          id
          ...ServiceForm_category
          ...InternalProviderForm_category
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

graphql(`
  query AdminCityOptions($after: String) {
    allCities(first: 100, after: $after) {
      edges {
        node {
          id
          ...ServiceForm_city
          ...InternalProviderForm_city
          ...AreasSection_city
          ...TeamDayPage_city
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Every category, active or not, for an admin picker. */
export function useAdminCategoryOptions() {
  return useEveryNode(useAdminCategoryOptionsQuery(), (data) => data.allCategories);
}

/** Every city, active or not, for an admin picker. */
export function useAdminCityOptions() {
  return useEveryNode(useAdminCityOptionsQuery(), (data) => data.allCities);
}
