import { graphql } from '../../../gql';
import { useServiceInfoCategoriesQuery, useServiceInfoCitiesQuery } from '../../../gql/hooks';
import { useEveryNode } from '../../../lib/every-page';

graphql(`
  query ServiceInfoCategories($after: String) {
    categories(first: 50, after: $after) {
      edges {
        node {
          id
          name
          isSubcategory
          commissionBased
          commissionType
          commissionValue
          isMarkup
          defaultPackages {
            name
            ...PackagesEditor_template
          }
          subcategories {
            id
            name
          }
          ...ServiceInfoFields_category
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
  query ServiceInfoCities($after: String) {
    cities(first: 100, after: $after) {
      edges {
        node {
          id
          name
          areas {
            id
            name
          }
          ...ServiceInfoFields_city
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/**
 * Every active category (with what the wizard needs: commission, default packages) and every active city
 * for a provider's service form, each list loaded to its end.
 */
export function useServiceInfoOptions() {
  const categories = useEveryNode(useServiceInfoCategoriesQuery(), (data) => data.categories);
  const cities = useEveryNode(useServiceInfoCitiesQuery(), (data) => data.cities);
  // The spec's load-error titles (§8).
  const failure = categories.error
    ? { error: categories.error, title: 'Failed to load categories', retry: categories.retry }
    : cities.error
      ? { error: cities.error, title: 'Error loading cities', retry: cities.retry }
      : null;
  return { categories: categories.nodes, cities: cities.nodes, loading: categories.loading || cities.loading, failure };
}
