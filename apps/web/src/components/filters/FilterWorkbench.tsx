import { Badge, Group, Stack, Text } from '@mantine/core';
import { explainFilters, type FilterSet, type Mode } from '@pick3/core';
import { useMemo } from 'react';
import { t } from '../../i18n/i18n.js';

export interface FilterWorkbenchProps {
  /** The numbers the filters run over (the remaining numbers of the analysis). */
  numbers: readonly string[];
  filters: FilterSet;
  mode: Mode;
}

/** Shows what each selected filter item removes, so players see which filter does the work. */
export function FilterWorkbench({ numbers, filters, mode }: FilterWorkbenchProps) {
  const explanation = useMemo(
    () => explainFilters(numbers, filters, { mode }),
    [numbers, filters, mode],
  );
  if (explanation.items.length === 0) return null;
  return (
    <Stack gap={4} aria-label={t('filters.filterWorkbench')} role="region">
      <Text size="xs" fw={600}>
        {t('filters.filtersKeepOf', { kept: explanation.kept, total: explanation.total })}
      </Text>
      <Group gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {explanation.items.map((item) => (
          <li key={`${item.kind}:${item.value}`}>
            <Badge variant="light" color="red" size="sm" tt="none">
              {item.kind} {String(item.value)}: −{item.removesAlone}
            </Badge>
          </li>
        ))}
      </Group>
    </Stack>
  );
}
