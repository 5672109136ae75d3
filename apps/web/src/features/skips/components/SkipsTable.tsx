import { useMemo, useState } from 'react';
import { Anchor, Box, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DownloadButtons } from '../../../components/DownloadButtons.js';
import { WindowedList } from '../../../components/WindowedList.js';
import type { Table } from '../../../lib/downloads.js';
import type { SkipRow } from '../api/get-skips.js';
import {
  nextSort,
  SKIP_COLUMNS,
  sortSkipRows,
  type SkipColumn,
  type SkipSort,
} from '../skips-table.js';
import { t } from '../../../i18n/i18n.js';
import { formatNumber } from '../../../lib/format.js';

const ROW_HEIGHT = 34;
const GRID = '64px 64px repeat(6, minmax(72px, 1fr))';
const TYPE_LABEL = () =>
  ({ single: t('skips.single'), double: t('skips.double'), triple: t('skips.triple') }) as const;
const whole = { format: (n: number) => formatNumber(n, { maximumFractionDigits: 0 }) };
const oneDecimal = { format: (n: number) => formatNumber(n, { maximumFractionDigits: 1 }) };

function cellText(row: SkipRow, column: SkipColumn): string {
  const value = row[column];
  if (value === null) return '—';
  if (column === 'digitType') return TYPE_LABEL()[row.digitType];
  if (typeof value === 'string') return value;
  const text = (column === 'averageSkip' || column === 'expectedSkip' ? oneDecimal : whole).format(
    value,
  );
  // Not drawn since a hole of the history: at least the draws after it.
  return column === 'currentSkip' && row.currentSkipAtLeast
    ? t('skips.atLeast', { value: text })
    : text;
}

const columnName = (label: string) => label.toLowerCase().replace(/\s+/g, '_');

/**
 * The rows in the table's order with its columns, as figures (no thousands separators, null for
 * none): 'Current skip' becomes current_skip, 'Drawn in window' drawn_in_window. After the current
 * skip, whether it is a lower bound (the "≥" the table shows after a hole of the history).
 */
export function skipsDownloadTable(rows: readonly SkipRow[]): Table {
  const names: { column: SkipColumn | 'currentSkipAtLeast'; name: string }[] = [];
  for (const { column, label } of SKIP_COLUMNS()) {
    names.push({ column, name: columnName(label) });
    if (column === 'currentSkip')
      names.push({
        column: 'currentSkipAtLeast',
        name: columnName(t('skips.colCurrentSkipAtLeast')),
      });
  }
  return {
    columns: names.map((n) => n.name),
    rows: rows.map((row) =>
      Object.fromEntries(names.map(({ column, name }) => [name, row[column]])),
    ),
  };
}

export interface SkipsTableProps {
  rows: readonly SkipRow[];
  stateCode: string;
  /** Draws of the "drawn in" column asked for; null: the whole history. */
  windowSize: number | null;
  /** Draws the "drawn in" column counts: fewer than asked when a hole of the history cuts it. */
  windowDraws?: number;
  /** The history has a hole: the column counts only the draws after it. */
  hasHole?: boolean;
  height: number;
}

/**
 * The skips of every number, sortable by each column. Up to 1,000 rows: only the rows in view are
 * drawn (WindowedList); on a phone the grid scrolls sideways inside its own box.
 */
export function SkipsTable({
  rows,
  stateCode,
  windowSize,
  windowDraws,
  hasHole = false,
  height,
}: SkipsTableProps) {
  const [sort, setSort] = useState<SkipSort>({ column: 'currentSkip', direction: 'desc' });
  const sorted = useMemo(() => sortSkipRows(rows, sort), [rows, sort]);
  const sortedLabel = SKIP_COLUMNS().find((c) => c.column === sort.column)?.label ?? '';
  const label = (column: SkipColumn, text: string) =>
    column !== 'hitsInWindow'
      ? text
      : hasHole && windowDraws !== undefined && (windowSize === null || windowDraws < windowSize)
        ? t('skips.drawnInLastAfterGap', { format: whole.format(windowDraws) })
        : windowSize === null
          ? t('skips.drawnInAllDraws')
          : t('skips.drawnInLast', { format: whole.format(windowSize) });

  return (
    <Box>
      <DownloadButtons
        fileName={`${stateCode.toLowerCase()}-pick-3-skips`}
        description={t('skips.theSkipsTable')}
        table={() => skipsDownloadTable(sorted)}
      />
      <Text size="xs" c="dimmed" aria-live="polite" mb={4} mt={4}>
        {t('skips.numbersSortedByTap', {
          rowsCount: formatNumber(rows.length),
          toLowerCase: label(sort.column, sortedLabel).toLowerCase(),
          value: sort.direction === 'desc' ? t('skips.largestFirst') : t('skips.smallestFirst'),
        })}
      </Text>
      <Box style={{ overflowX: 'auto' }}>
        <Box miw={640}>
          <Box
            role="group"
            aria-label={t('skips.sortTheSkipsTable')}
            style={{
              display: 'grid',
              gridTemplateColumns: GRID,
              borderBottom: '2px solid var(--mantine-color-gray-4)',
            }}
          >
            {SKIP_COLUMNS().map(({ column, label: text }) => {
              const active = sort.column === column;
              return (
                <UnstyledButton
                  key={column}
                  onClick={() => setSort(nextSort(sort, column))}
                  aria-pressed={active}
                  p={4}
                  fz="xs"
                  fw={700}
                >
                  {label(column, text)}
                  {active && (
                    <span aria-hidden="true">{sort.direction === 'desc' ? ' ▼' : ' ▲'}</span>
                  )}
                </UnstyledButton>
              );
            })}
          </Box>
          <WindowedList
            items={sorted}
            rowHeight={ROW_HEIGHT}
            height={height}
            label={t('skips.skipsOfEveryNumber')}
            getKey={(row) => row.key}
            renderRow={(row) => (
              <Box
                style={{
                  display: 'grid',
                  gridTemplateColumns: GRID,
                  alignItems: 'center',
                  height: ROW_HEIGHT,
                  borderBottom: '1px solid var(--mantine-color-gray-2)',
                }}
                fz="sm"
              >
                {SKIP_COLUMNS().map(({ column, label: text }) =>
                  column === 'key' ? (
                    <Anchor
                      key={column}
                      component={Link}
                      to={`/lookup/${row.key}?state=${stateCode}`}
                      ff="monospace"
                      fw={700}
                      px={4}
                    >
                      {row.key}
                    </Anchor>
                  ) : (
                    <Text key={column} component="span" size="sm" px={4}>
                      <VisuallyHidden>{label(column, text)}: </VisuallyHidden>
                      {cellText(row, column)}
                    </Text>
                  ),
                )}
              </Box>
            )}
          />
        </Box>
      </Box>
    </Box>
  );
}
