import { Grid } from '@mantine/core';
import { graphql } from '../../../gql';
import { useAdminLocationsPageQuery } from '../../../gql/hooks';
import { AdminPage } from '../shared/AdminPage';
import { AreasSection } from './AreasSection';
import { CitiesSection } from './CitiesSection';

graphql(`
  query AdminLocationsPage($citiesAfter: String, $areasAfter: String) {
    allCities(first: 50, after: $citiesAfter) {
      edges {
        node {
          id
          ...CitiesSection_city
          ...AreasSection_city
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
    allAreas(first: 100, after: $areasAfter) {
      edges {
        node {
          id
          ...AreasSection_area
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

/** /admin/locations: the cities and the areas where services are offered. */
export function LocationsPage() {
  const { data, loading, error, refetch, fetchMore } = useAdminLocationsPageQuery();
  const retry = () => void refetch();
  const cities = data?.allCities;
  const areas = data?.allAreas;

  return (
    <AdminPage title="Locations" description="The cities and areas where services are offered.">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <CitiesSection
            cities={cities?.edges.map((edge) => edge.node)}
            pageInfo={cities?.pageInfo}
            loading={loading && !data}
            error={data ? undefined : error}
            onRetry={retry}
            onLoadMore={(after) => fetchMore({ variables: { citiesAfter: after } })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <AreasSection
            areas={areas?.edges.map((edge) => edge.node)}
            cities={cities?.edges.map((edge) => edge.node)}
            pageInfo={areas?.pageInfo}
            loading={loading && !data}
            error={data ? undefined : error}
            onRetry={retry}
            onLoadMore={(after) => fetchMore({ variables: { areasAfter: after } })}
          />
        </Grid.Col>
      </Grid>
    </AdminPage>
  );
}
