import { Grid } from '@mantine/core';
import { useState } from 'react';
import { graphql } from '../../../gql';
import { useAdminLocationsPageQuery } from '../../../gql/hooks';
import { AdminPage } from '../shared/AdminPage';
import { AreasSection } from './AreasSection';
import { CitiesSection } from './CitiesSection';

graphql(`
  query AdminLocationsPage($citiesAfter: String, $areasAfter: String, $areasCityId: ID) {
    allCities(first: 50, after: $citiesAfter) {
      edges {
        node {
          id
          ...CitiesSection_city
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
    allAreas(first: 100, after: $areasAfter, cityId: $areasCityId) {
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
  // The areas list is filtered by city on the server, so the filter also finds areas on later pages.
  const [areasCity, setAreasCity] = useState('');
  const { data, loading, error, refetch, fetchMore } = useAdminLocationsPageQuery({ variables: { areasCityId: areasCity || null } });
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
            cityFilter={areasCity}
            onCityFilterChange={setAreasCity}
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
