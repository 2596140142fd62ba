import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Card, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useId, type ReactNode } from 'react';

/** One bucket of a chart: its label, its value and (when compared) the same bucket of the span before. */
export interface ChartRow {
  label: string;
  value: number;
  previous?: number;
}

interface FigureChartProps {
  title: string;
  /** A sentence that says what the chart shows in figures (totals, the change): read first, seen by all. */
  summary: ReactNode;
  rows: ChartRow[];
  /** How a value reads (`K1,250`, `12`). */
  format: (value: number) => string;
  kind?: 'line' | 'bar';
  /** Names of the value and of the previous value in the legend and the table. */
  valueName?: string;
  previousName?: string;
  /** Bars side by side (a short list of labels) rather than along time. */
  horizontal?: boolean;
  height?: number;
}

/**
 * A chart with an accessible name and a table a screen reader reads instead (issue 32): the drawing is
 * hidden from assistive technology (it cannot be read point by point), the table beside it holds every
 * figure. Recharts' keyboard layer is off: a hidden chart must hold nothing focusable.
 */
export function FigureChart({
  title,
  summary,
  rows,
  format,
  kind = 'line',
  valueName = 'Value',
  previousName,
  horizontal = false,
  height = 220,
}: FigureChartProps) {
  const titleId = useId();
  // Recharts draws its lines and bars in over 1.5 s whatever the system says; the theme respects reduced motion.
  const animated = !useReducedMotion();
  const compared = previousName !== undefined;
  const series = [
    { name: 'value', label: valueName, color: 'brand.7' },
    ...(compared ? [{ name: 'previous', label: previousName, color: 'gray.5' }] : []),
  ];
  const data = rows.map((row) => ({ label: row.label, value: row.value, previous: row.previous ?? 0 }));
  // Axes around nothing read as a broken chart: with no figure in either span the summary says it all.
  const empty = data.every((row) => row.value === 0 && row.previous === 0);
  const common = {
    h: height,
    data,
    dataKey: 'label',
    series,
    valueFormatter: format,
    withLegend: compared,
    legendProps: { verticalAlign: 'bottom' as const, height: 40 },
    tickLine: 'none' as const,
    gridAxis: 'y' as const,
    xAxisProps: { interval: 'preserveStartEnd' as const, minTickGap: 16 },
    // Category names need room when the bars lie down; amounts need less.
    yAxisProps: { width: horizontal ? 110 : 56 },
  };
  return (
    <Card withBorder component="figure" m={0} padding="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={3} fz="md" id={titleId}>
          {title}
        </Title>
        <Text fz="sm" c="dimmed">
          {summary}
        </Text>
        {empty ? (
          <Text fz="sm" fs="italic">
            Nothing to show for this span yet.
          </Text>
        ) : (
          <>
            <div aria-hidden="true">
              {kind === 'line' ? (
                <LineChart
                  {...common}
                  curveType="linear"
                  withDots={false}
                  lineChartProps={{ accessibilityLayer: false }}
                  lineProps={{ isAnimationActive: animated }}
                />
              ) : (
                <BarChart
                  {...common}
                  orientation={horizontal ? 'vertical' : 'horizontal'}
                  barChartProps={{ accessibilityLayer: false }}
                  barProps={{ isAnimationActive: animated }}
                />
              )}
            </div>
            <VisuallyHidden>
              <Table>
                <caption>{title}</caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{horizontal || kind === 'bar' ? 'Label' : 'Day'}</Table.Th>
                    <Table.Th scope="col">{valueName}</Table.Th>
                    {compared && <Table.Th scope="col">{previousName}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.label}>
                      <Table.Th scope="row">{row.label}</Table.Th>
                      <Table.Td>{format(row.value)}</Table.Td>
                      {compared && <Table.Td>{format(row.previous ?? 0)}</Table.Td>}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </VisuallyHidden>
          </>
        )}
      </Stack>
    </Card>
  );
}
