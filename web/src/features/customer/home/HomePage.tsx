import { Box, Button, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { LoadMore } from '../../../components/LoadMore';
import { IconBolt, IconCash, IconShieldCheck } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { OptionsProblem } from '../../../components/OptionsProblem';
import { ErrorState } from '../../../components/ErrorState';
import { BRAND_NAME } from '../../../components/Brand';
import { graphql } from '../../../gql';
import { HomeMoreCategoriesDocument, HomeMoreServicesDocument, type HomePageQuery } from '../../../gql/graphql';
import { useHomePageQuery } from '../../../gql/hooks';
import { useEveryPage } from '../../../lib/every-page';
import { useSession } from '../../../lib/session';
import { CategoryPills } from './CategoryPills';
import { ServiceCard } from './ServiceCard';
import classes from './HomePage.module.css';
import { HOME_TITLE, useDocumentTitle } from '../../../lib/document-title';

graphql(`
  query HomePage($categoryId: ID, $after: String) {
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
    services(first: 12, after: $after, categoryId: $categoryId) {
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

// Later pages of each list, asked for on their own: a fetchMore of HomePage itself would ask the other list
// again from its start and cut it back to its first page.
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
  query HomeMoreServices($categoryId: ID, $after: String) {
    services(first: 12, after: $after, categoryId: $categoryId) {
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

const GRID = { base: 2, sm: 3, lg: 4 };

function WelcomeBanner({ name }: { name: string | null }) {
  return (
    <Paper className={classes.banner} p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xs" maw={660} pos="relative">
        <Text fz="sm" fw={600} tt="uppercase" lts={1} c="brand.1">
          {name ? `Welcome back, ${name}` : `Welcome to ${BRAND_NAME}`}
        </Text>
        <Title order={1} c="white" fz={{ base: 26, sm: 36 }} lh={1.15}>
          Book a service today!
        </Title>
        <Text c="brand.0" fz={{ base: 'sm', sm: 'md' }}>
          Trusted cleaners, plumbers, electricians and more across Zambia. Pick a package, choose a time and
          secure it with a deposit.
        </Text>
        <Group gap="lg" mt="xs" visibleFrom="sm">
          <Group gap={6}>
            <IconCash size={18} />
            <Text fz="sm">Prices in kwacha</Text>
          </Group>
          <Group gap={6}>
            <IconShieldCheck size={18} />
            <Text fz="sm">Verified providers</Text>
          </Group>
          <Group gap={6}>
            <IconBolt size={18} />
            <Text fz="sm">Mobile money or bank transfer</Text>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The cards of a page of services. Memoised: Apollo hands out the same objects while the cache's data is
 * unchanged, so a second answer with the same services (the page asks again when opened) or a change
 * elsewhere on the page does not render every card again.
 */
const ServiceGrid = memo(function ServiceGrid({ edges }: { edges: HomePageQuery['services']['edges'] }) {
  return (
    <SimpleGrid cols={GRID} spacing={{ base: 'sm', sm: 'md' }}>
      {edges.map((edge) => (
        <ServiceCard key={edge.node.id} service={edge.node} />
      ))}
    </SimpleGrid>
  );
});

function ServiceGridSkeleton() {
  return (
    <SimpleGrid cols={GRID} spacing={{ base: 'sm', sm: 'md' }} aria-label="Loading services" role="status">
      {Array.from({ length: 8 }, (_, index) => (
        <Card key={index} padding={0}>
          <Skeleton h={140} radius={0} />
          <Stack gap={8} p="sm">
            <Skeleton h={14} w="50%" />
            <Skeleton h={16} />
            <Skeleton h={14} w="40%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function HomePage() {
  useDocumentTitle(HOME_TITLE);
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const categoryId = searchParams.get('category');
  const { data, loading, error, refetch, fetchMore } = useHomePageQuery({
    variables: { categoryId },
  });
  // Every category pill, not a first page (one request covers up to 100 categories).
  const categoryPages = useEveryPage(
    data?.categories,
    error,
    (after) => fetchMore({ query: HomeMoreCategoriesDocument, variables: { after } }),
    () => refetch(),
  );

  const selectCategory = (next: string | null) => {
    setSearchParams(next ? { category: next } : {}, { replace: true });
  };

  const services = data?.services;

  return (
    <Stack gap="lg">
      <WelcomeBanner name={user?.name.split(' ')[0] ?? null} />

      {data && data.categories.edges.length > 0 && (
        <CategoryPills
          categories={data.categories.edges.map((edge) => edge.node)}
          value={categoryId}
          onChange={selectCategory}
        />
      )}
      {data && <OptionsProblem pages={categoryPages} message="Failed to load categories" />}
      {!data && loading && (
        <Group gap="xs" wrap="nowrap" style={{ overflow: 'hidden' }}>
          {[110, 90, 120, 100, 90].map((width, index) => (
            <Skeleton key={index} h={30} w={width} radius="xl" />
          ))}
        </Group>
      )}

      <Box>
        <Title order={2} fz={{ base: 'lg', sm: 'xl' }} mb="sm">
          {categoryId
            ? (data?.categories.edges.find((edge) => edge.node.id === categoryId)?.node.name ?? 'Services')
            : 'All Services'}
        </Title>

        {error && !data ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : !services ? (
          <ServiceGridSkeleton />
        ) : services.edges.length === 0 ? (
          <EmptyState
            title="No services found"
            description={
              categoryId
                ? 'There are no services in this category yet. Try another category.'
                : 'Services will appear here as soon as they are published.'
            }
            action={
              categoryId && (
                <Button variant="light" onClick={() => selectCategory(null)}>
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
              onLoadMore={(after) => fetchMore({ query: HomeMoreServicesDocument, variables: { categoryId, after } })}
            />
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
