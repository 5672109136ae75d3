import { ColorSwatch, Group, Paper, Stack, Text } from '@mantine/core';
import type { TooltipContentProps } from 'recharts';

type ChartTooltipProps = Pick<TooltipContentProps, 'active' | 'label' | 'payload'> & {
  /** A value as the chart's axis shows it, its unit included. */
  format: (value: number) => string;
};

/** The point under the pointer: its label, then each series' colour, name and value. */
export function ChartTooltip({ active, label, payload, format }: ChartTooltipProps) {
  if (!active || !payload?.length) return null;
  return (
    <Paper withBorder shadow="md" miw={200}>
      <Text px="md" py="xs" fw={500} c="bright">
        {label}
      </Text>
      <Stack gap={5} px="md" pb="sm">
        {payload.map((item) => (
          <Group key={String(item.dataKey)} justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" me="xl">
              <ColorSwatch color={item.color ?? 'currentColor'} size={12} withShadow={false} />
              <Text size="sm">{item.name}</Text>
            </Group>
            <Text size="sm" c="bright">
              {format(Number(item.value))}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
