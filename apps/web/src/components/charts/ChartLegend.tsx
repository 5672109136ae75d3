import { ColorSwatch, Group, Text } from '@mantine/core';
import type { LegendPayload } from 'recharts';

/** A chart's legend: each series' colour swatch and name, right-aligned above the plot. */
export function ChartLegend({ payload }: { payload?: readonly LegendPayload[] }) {
  if (!payload) return null;
  return (
    <Group justify="flex-end" gap={0} pb="md">
      {payload.map((item) => (
        <Group key={item.value} gap={7} px="xs" py={7} wrap="nowrap">
          <ColorSwatch color={item.color ?? 'currentColor'} size={12} withShadow={false} />
          <Text size="sm" lh={1}>
            {item.value}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
