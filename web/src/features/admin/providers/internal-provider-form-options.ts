import { graphql } from '../../../gql';
import { useInternalProviderFormCategoriesQuery, useInternalProviderFormCitiesQuery } from '../../../gql/hooks';
import { useEveryNode } from '../../../lib/every-page';

graphql(`
  query InternalProviderFormCategories($after: String) {
    allCategories(first: 100, after: $after) {
      edges {
        node {
          id
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
  query InternalProviderFormCities($after: String) {
    allCities(first: 100, after: $after) {
      edges {
        node {
          id
          ...InternalProviderForm_city
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Every category and every city for the internal provider form's pickers, each list loaded to its end. */
export function useInternalProviderFormOptions() {
  const categories = useEveryNode(useInternalProviderFormCategoriesQuery(), (data) => data.allCategories);
  const cities = useEveryNode(useInternalProviderFormCitiesQuery(), (data) => data.allCities);
  return { categories, cities };
}
