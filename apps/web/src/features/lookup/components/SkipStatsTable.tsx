import { Table, Text } from '@mantine/core';
import type { SkipStats } from '../api/get-number-lookup.js';
import { drawsSinceText, expectedText, skipText, timesDrawnText } from '../lookup-text.js';
import { t } from '../../../i18n/i18n.js';

export interface SkipStatsTableProps {
  caption: string;
  stats: SkipStats;
}

/** Times drawn and the skips of one play (straight or box), each beside its chance expectation. */
export function SkipStatsTable({ caption, stats }: SkipStatsTableProps) {
  const chance = expectedText(stats.expectedSkip);
  const rows: [string, string][] = [
    [t('lookup.timesDrawn'), timesDrawnText(stats.hits)],
    [t('lookup.drawsSinceTheLast'), drawsSinceText(stats)],
    [t('lookup.averageSkip'), skipText(stats.averageSkip, true)],
    [t('lookup.longestSkip'), skipText(stats.longestSkip)],
  ];
  return (
    <Table withTableBorder striped fz="sm" captionSide="top">
      <Table.Caption>
        <Text component="span" fw={700} c="dark">
          {caption}
        </Text>
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('lookup.figure')}</Table.Th>
          <Table.Th scope="col">{t('lookup.inThisHistory')}</Table.Th>
          <Table.Th scope="col">{t('lookup.byChance')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={500}>
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
            <Table.Td>{label === t('lookup.timesDrawn') ? '—' : chance}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
