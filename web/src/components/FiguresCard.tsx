import { Card, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Figure {
  label: string;
  /** Already written for people, e.g. `K1,250`. */
  value: ReactNode;
  /** A short line under the value. */
  note?: ReactNode;
}

/** A few headline amounts side by side (total earned, paid, unpaid): one named region, each label tied to its value. */
export function FiguresCard({ label, figures }: { label: string; figures: Figure[] }) {
  return (
    <Card withBorder component="section" aria-label={label}>
      <SimpleGrid component="dl" cols={figures.length} spacing="sm" m={0}>
        {figures.map((figure) => (
          <div key={figure.label}>
            <Text component="dt" fz="sm" c="dimmed">
              {figure.label}
            </Text>
            <Text component="dd" m={0} fz={{ base: 'lg', sm: 'xl' }} fw={700}>
              {figure.value}
            </Text>
            {figure.note && (
              <Text component="dd" m={0} fz="xs" c="dimmed">
                {figure.note}
              </Text>
            )}
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}
