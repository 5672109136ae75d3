import { Table, Text } from '@mantine/core';
import type { LookupHit } from '../api/get-number-lookup.js';
import { drawTimeLabel, hitDate, hitGapText, newestFirst } from '../lookup-text.js';
import { t } from '../../../i18n/i18n.js';

export interface HitsTableProps {
  caption: string;
  hits: readonly LookupHit[];
}

/**
 * Every hit, newest first, with its draw time and its Non-Repeats figure: the draws between it and
 * the hit before it, the same figure as on the analysis cards.
 */
export function HitsTable({ caption, hits }: HitsTableProps) {
  if (hits.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('lookup.neverDrawnInThe', { caption })}
      </Text>
    );
  }
  return (
    // A long history gives hundreds of box hits: the table scrolls inside its own box.
    <div
      // Focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
      tabIndex={0}
      role="region"
      aria-label={caption}
      style={{ maxHeight: 420, overflow: 'auto' }}
    >
      <Table withTableBorder striped stickyHeader fz="sm" captionSide="top">
        <Table.Caption>
          <Text component="span" fw={700} c="dark">
            {caption} ({hits.length})
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('lookup.date')}</Table.Th>
            <Table.Th scope="col">{t('lookup.drawTime')}</Table.Th>
            <Table.Th scope="col">{t('lookup.number')}</Table.Th>
            <Table.Th scope="col">{t('lookup.nonRepeats')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {newestFirst(hits).map((hit, i, all) => (
            <Table.Tr key={`${hit.date}-${hit.drawTime}`}>
              <Table.Td>{hitDate(hit.date)}</Table.Td>
              <Table.Td>{drawTimeLabel(hit.drawTime)}</Table.Td>
              <Table.Td ff="monospace">{hit.number}</Table.Td>
              <Table.Td>{hitGapText(hit, i === all.length - 1)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
