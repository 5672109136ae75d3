import { Fragment } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { boxKeysOf, columnOf, displayNumber, rowOf } from '@pick3/core';
import { CopyButton } from '../../../components/CopyButton.js';
import { DownloadButtons } from '../../../components/DownloadButtons.js';
import { numbersTable } from '../../../lib/downloads.js';
import type { NumberView } from '../number-view.js';
import { Cell, TriplesGrid } from './TriplesGrid.js';
import classes from './analysis.module.css';
import { t } from '../../../i18n/i18n.js';

/** Box keys of one digit type grouped by their row letter (the grid's columns), in display order. */
function columnsOf(type: 'single' | 'double'): [string, string[]][] {
  const columns = new Map<string, string[]>();
  for (const key of boxKeysOf(type)) {
    const row = rowOf(key);
    const list = columns.get(row) ?? [];
    list.push(key);
    columns.set(row, list);
  }
  return [...columns];
}

/**
 * One grid: a column per row letter (A–L or AA–II) with its ten box keys, and beside them the
 * coordinate column letters (M–V or JJ–SS) of each line, so the column filters can be matched.
 * It scrolls inside its own box and never widens a phone page.
 */
function GridSection({
  title,
  type,
  view,
}: {
  title: string;
  type: 'single' | 'double';
  view: NumberView;
}) {
  const columns = columnsOf(type);
  // Every row letter holds ten keys; line k of each is the same coordinate column letter.
  const lineLetters = (columns[0]?.[1] ?? []).map((key) => columnOf(key));
  return (
    <Stack gap={4} component="section" aria-label={title}>
      <Text size="sm" fw={700}>
        {title}
      </Text>
      <div
        className={classes.gridScroll}
        // Wider than a phone: focusable so keyboard users can scroll it sideways.
        tabIndex={0}
        role="group"
        aria-label={t('analysis.grid', { title })}
      >
        <div
          className={classes.grid}
          style={{
            gridTemplateColumns: `auto repeat(${columns.length}, minmax(2.4rem, 1fr))`,
            gridTemplateRows: `repeat(${lineLetters.length + 1}, auto)`,
          }}
        >
          <span className={classes.columnHead} aria-hidden="true" />
          {lineLetters.map((letter) => (
            <span key={letter} className={classes.lineHead} data-line-letter={letter}>
              {letter}
            </span>
          ))}
          {columns.map(([letter, keys]) => (
            <Fragment key={letter}>
              <span className={classes.columnHead}>{letter}</span>
              {keys.map((key) => (
                <Cell
                  key={key}
                  number={key}
                  status={view.status.get(key) ?? 'filtered'}
                  label={displayNumber(key)}
                />
              ))}
            </Fragment>
          ))}
        </div>
      </div>
    </Stack>
  );
}

export function BoxNumbersTab({ view }: { view: NumberView }) {
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('analysis.pick3BoxNumbers220')}
        </Title>
        <CopyButton
          text={view.remaining.join(', ')}
          aria-label={t('analysis.copyTheRemainingBox')}
        />
      </Group>
      <DownloadButtons
        fileName="pick-3-box-numbers"
        description={t('analysis.theRemovedAndRemaining')}
        table={() =>
          numbersTable(
            view.removed.map((r) => r.number),
            view.remaining,
          )
        }
      />
      <Text size="xs" c="dimmed">
        {t('analysis.redRemovedByA')}
      </Text>
      <GridSection title={t('analysis.singles')} type="single" view={view} />
      <GridSection title={t('analysis.doubles')} type="double" view={view} />
      <TriplesGrid view={view} />
    </Stack>
  );
}
