import { Box, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadMore } from '../../../components/LoadMore';
import { EmptyState } from '../../../components/EmptyState';
import { OptionsProblem } from '../../../components/OptionsProblem';
import { ErrorState } from '../../../components/ErrorState';
import { getFragmentData, graphql } from '../../../gql';
import { HomeMoreCategoriesDocument, HomeMoreCitiesDocument, HomeMoreServicesDocument, type HomePageQuery } from '../../../gql/graphql';
import { useHomePageQuery } from '../../../gql/hooks';
import { useEveryPage } from '../../../lib/every-page';
import { useSession } from '../../../lib/session';
import { CategoryPills } from './CategoryPills';
import { ServiceGrid, ServiceGridSkeleton } from './ServiceGrid';
import { WelcomeBanner } from './WelcomeBanner';
import { useHomeAddress } from './home-filters';
import { hasFilters, listSearch, MAX_PAGE, NO_FILTERS, orderOf, PAGE_SIZE, type HomeFilters } from './home-address';
import { ServiceSearch, ServiceSearch_cities } from './ServiceSearch';
import { HOME_TITLE, useDocumentTitle } from '../../../lib/document-title';

graphql(`
  query HomePage(
    $categoryId: ID
    $cityId: ID
    $areaId: ID
    $search: String
    $orderBy: ServiceOrder
    $minRating: Int
    $first: Int!
    $after: String
  ) {
    categories(first: 100) {
      edges {
        node {
          id
          name
          ...CategoryPills_categories
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    cities(first: 100) {
      edges {
        node {
          id
          name
          ...ServiceSearch_cities
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    services(
      first: $first
      after: $after
      categoryId: $categoryId
      cityId: $cityId
      areaId: $areaId
      search: $search
      orderBy: $orderBy
      minRating: $minRating
    ) {
      edges {
        node {
          id
          ...ServiceCard_service
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

// Later pages of each list, asked for on their own: a fetchMore of HomePage itself would ask the other lists
// again from their start and cut them back to their first page.
graphql(`
  query HomeMoreCategories($after: String) {
    categories(first: 100, after: $after) {
      edges {
        node {
          id
          name
          ...CategoryPills_categories
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
  query HomeMoreCities($after: String) {
    cities(first: 100, after: $after) {
      edges {
        node {
          id
          name
          ...ServiceSearch_cities
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
  query HomeMoreServices(
    $categoryId: ID
    $cityId: ID
    $areaId: ID
    $search: String
    $orderBy: ServiceOrder
    $minRating: Int
    $first: Int!
    $after: String
  ) {
    services(
      first: $first
      after: $after
      categoryId: $categoryId
      cityId: $cityId
      areaId: $areaId
      search: $search
      orderBy: $orderBy
      minRating: $minRating
    ) {
      edges {
        node {
          id
          ...ServiceCard_service
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

type Names = { categories: HomePageQuery['categories']; cities: HomePageQuery['cities'] };

/** What the list shows, in words: the heading, and where (the city and area chosen). */
function describe(filters: HomeFilters, names: Names | undefined): { title: string; place: string | null } {
  const cities = getFragmentData(ServiceSearch_cities, names?.cities.edges.map((edge) => edge.node) ?? []);
  const city = cities.find((candidate) => candidate.id === filters.cityId);
  const area = city?.areas.find((candidate) => candidate.id === filters.areaId);
  const category = names?.categories.edges.find((edge) => edge.node.id === filters.categoryId)?.node.name;
  return {
    title: filters.search ? `Results for “${filters.search}”` : filters.categoryId ? (category ?? 'Services') : 'All Services',
    place: city ? [city.name, area?.name].filter(Boolean).join(', ') : null,
  };
}

/**
 * How many services the list asks for: the pages the address names when the list opens (a shared
 * `?page=3` shows what the app showed). "Load more" then adds a page by cursor and notes it in the
 * address, leaving this as it was: a new size would ask the server for every page again.
 */
function useOpeningSize(filters: HomeFilters, page: number): number {
  const list = listSearch(filters);
  const [opened, setOpened] = useState({ list, page });
  if (opened.list !== list) setOpened({ list, page });
  return PAGE_SIZE * (opened.list === list ? opened.page : page);
}

export function HomePage() {
  useDocumentTitle(HOME_TITLE);
  const { user } = useSession();
  const { filters, page, searchWith, setFilters, showPages } = useHomeAddress();
  const { categoryId, cityId, areaId, search } = filters;
  const { data, previousData, loading, error, refetch, fetchMore } = useHomePageQuery({
    variables: { categoryId, cityId, areaId, search, ...orderOf(filters), first: useOpeningSize(filters, page) },
  });
  // The pills and the search form stay while a new list loads: their lists do not change with the filters.
  const names = data ?? previousData;
  // Every category pill and every city, not a first page (one request covers up to 100 of each).
  const categoryPages = useEveryPage(
    data?.categories,
    error,
    (after) => fetchMore({ query: HomeMoreCategoriesDocument, variables: { after } }),
    () => refetch(),
  );
  const cityPages = useEveryPage(
    data?.cities,
    error,
    (after) => fetchMore({ query: HomeMoreCitiesDocument, variables: { after } }),
    () => refetch(),
  );

  const services = data?.services;
  const { title, place } = describe(filters, names);
  const filtered = hasFilters(filters);
  // A link, so it works before the app's code has run; a cleared search is a new history entry, as typed ones are.
  const clear = { component: Link, to: { search: listSearch(NO_FILTERS) }, replace: !search } as const;

  return (
    <Stack gap="lg">
      <WelcomeBanner name={user?.name.split(' ')[0] ?? null}>
        <ServiceSearch cities={names?.cities.edges.map((edge) => edge.node) ?? []} filters={filters} onChange={setFilters} />
      </WelcomeBanner>
      {data && <OptionsProblem pages={cityPages} message="Error loading cities" />}

      {names && names.categories.edges.length > 0 && (
        <CategoryPills
          categories={names.categories.edges.map((edge) => edge.node)}
          value={categoryId}
          searchFor={(next) => searchWith({ categoryId: next })}
        />
      )}
      {data && <OptionsProblem pages={categoryPages} message="Failed to load categories" />}
      {!names && loading && (
        <Group gap="xs" wrap="nowrap" style={{ overflow: 'hidden' }}>
          {[110, 90, 120, 100, 90].map((width, index) => (
            <Skeleton key={index} h={30} w={width} radius="xl" />
          ))}
        </Group>
      )}

      <Box>
        <Group justify="space-between" align="baseline" gap="xs" mb="sm">
          <Box>
            <Title order={2} fz={{ base: 'lg', sm: 'xl' }}>
              {title}
            </Title>
            {place && (
              <Text fz="sm" c="dimmed">
                in {place}
              </Text>
            )}
          </Box>
          {filtered && (
            <Button variant="subtle" size="compact-sm" {...clear}>
              Clear filters
            </Button>
          )}
        </Group>

        {error && !data ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : !services ? (
          <ServiceGridSkeleton />
        ) : services.edges.length === 0 ? (
          <EmptyState
            title="No services found"
            description={
              search
                ? `Nothing matches “${search}”${place ? ` in ${place}` : ''}. Check the spelling, or try fewer or other words.`
                : filters.minRating
                  ? `No services here are rated ${filters.minRating} stars or more yet. Try a lower rating, or any rating.`
                  : filtered
                    ? 'There are no services here yet. Try another category or place.'
                    : 'Services will appear here as soon as they are published.'
            }
            action={
              filtered && (
                <Button variant="light" {...clear}>
                  Show all services
                </Button>
              )
            }
          />
        ) : (
          <Stack gap="lg">
            <ServiceGrid edges={services.edges} />
            <LoadMore
              pageInfo={services.pageInfo}
              to={page < MAX_PAGE ? listSearch(filters, page + 1) : undefined}
              onLoadMore={async (after) => {
                await fetchMore({
                  query: HomeMoreServicesDocument,
                  variables: { categoryId, cityId, areaId, search, ...orderOf(filters), first: PAGE_SIZE, after },
                });
                showPages(page + 1);
              }}
            />
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
