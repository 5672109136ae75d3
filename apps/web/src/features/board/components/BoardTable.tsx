import { Table, Text } from '@mantine/core';
import type { BoardTableRow } from '../api/get-board.js';
import { formatCurrency, formatNumber, formatPercent } from '../../../lib/format.js';
import { t } from '../../../i18n/i18n.js';
import { entrantName } from '../board-names.js';

const percent = (rate: number | null) => (rate === null ? '–' : formatPercent(rate, 2));
const perDollar = (rate: number | null) =>
  rate === null ? '–' : formatNumber(rate, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The table of a period: every strategy and player, each figure beside its chance baseline. */
export function BoardTable({
  rows,
  minRanked,
}: {
  rows: readonly BoardTableRow[];
  minRanked: number;
}) {
  if (rows.length === 0) return <Text size="sm">{t('board.noTable')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder data-testid="board-table">
        <Table.Caption>{t('board.tableCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('board.who')}</Table.Th>
            <Table.Th scope="col">{t('board.picks')}</Table.Th>
            <Table.Th scope="col">{t('board.hits')}</Table.Th>
            <Table.Th scope="col">{t('board.hitRate')}</Table.Th>
            <Table.Th scope="col">{t('board.chanceRate')}</Table.Th>
            <Table.Th scope="col">{t('board.spent')}</Table.Th>
            <Table.Th scope="col">{t('board.won')}</Table.Th>
            <Table.Th scope="col">{t('board.returnPerDollar')}</Table.Th>
            <Table.Th scope="col">{t('board.expectedReturn')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.kind}:${row.name}`}>
              <Table.Th scope="row">
                {entrantName(row)}
                {row.ranked ? null : (
                  <Text span size="xs" display="block">
                    {t('board.unranked', { min: minRanked })}
                  </Text>
                )}
              </Table.Th>
              <Table.Td>{formatNumber(row.picks)}</Table.Td>
              <Table.Td>{formatNumber(row.hits)}</Table.Td>
              <Table.Td>
                {percent(row.hitRate)} ({percent(row.low)}–{percent(row.high)})
              </Table.Td>
              <Table.Td>{percent(row.chanceRate)}</Table.Td>
              <Table.Td>{formatCurrency(row.spent)}</Table.Td>
              <Table.Td>{formatCurrency(row.won)}</Table.Td>
              <Table.Td>{perDollar(row.returnPerDollar)}</Table.Td>
              <Table.Td>{perDollar(row.expectedReturnPerDollar)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
