import { graphql } from '../../../gql';
import { useServiceFormCategoriesQuery, useServiceFormCitiesQuery } from '../../../gql/hooks';
import { useEveryNode } from '../../../lib/every-page';

graphql(`
  query ServiceFormCategories($after: String) {
    allCategories(first: 100, after: $after) {
      edges {
        node {
          id
          ...ServiceForm_category
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
  query ServiceFormCities($after: String) {
    allCities(first: 100, after: $after) {
      edges {
        node {
          id
          ...ServiceForm_city
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Every category and every city for the service form's pickers, each list loaded to its end. */
export function useServiceFormOptions() {
  const categories = useEveryNode(useServiceFormCategoriesQuery(), (data) => data.allCategories);
  const cities = useEveryNode(useServiceFormCitiesQuery(), (data) => data.allCities);
  return { categories, cities };
}
