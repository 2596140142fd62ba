import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { memo, Suspense } from 'react';
import type { HomePageQuery } from '../../../gql/graphql';
import { ServiceCard } from './ServiceCard';

const GRID = { base: 2, sm: 3, lg: 4 };
/** Cards in the first rows load their pictures at once; the rest when scrolled near. */
const EAGER_CARDS = 4;
/** A phone's first row: one of these pictures is the page's largest contentful paint. */
const PRIORITY_CARDS = 2;

/**
 * The cards of a page of services. Memoised: Apollo hands out the same objects while the cache's data is
 * unchanged, so a second answer with the same services (the page asks again when opened) or a change
 * elsewhere on the page does not render every card again.
 */
export const ServiceGrid = memo(function ServiceGrid({ edges }: { edges: HomePageQuery['services']['edges'] }) {
  return (
    <SimpleGrid cols={GRID} spacing={{ base: 'sm', sm: 'md' }}>
      {edges.map((edge, index) =>
        index < EAGER_CARDS ? (
          <ServiceCard key={edge.node.id} service={edge.node} priority={index < PRIORITY_CARDS} />
        ) : (
          // A boundary per card further down: adopting the server's HTML, React takes each in a task of its
          // own after the first screen, instead of one long task for the whole grid.
          <Suspense key={edge.node.id}>
            <ServiceCard service={edge.node} lazy />
          </Suspense>
        ),
      )}
    </SimpleGrid>
  );
});

export function ServiceGridSkeleton() {
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
