import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { gameName, type AnalysisResponse, type TimeFilter } from '@pick3/core';
import { CopyButton } from '../../../components/CopyButton.js';
import { DownloadButtons } from '../../../components/DownloadButtons.js';
import { drawsTable } from '../../../lib/downloads.js';
import { WindowedList, type WindowedListHandle } from '../../../components/WindowedList.js';
import { HIGHLIGHT_MS, drawCardId, originalIndex } from '../draw-list.js';
import { DrawCard, REPEAT_LEGEND_ID } from './DrawCard.js';
import { t } from '../../../i18n/i18n.js';

export interface ResultsTabProps {
  analysis: AnalysisResponse;
  stateCode: string;
  isBoxMode: boolean;
  /** The analysis's time filter: in the identical-repeats view an original is the same straight. */
  timeFilter: TimeFilter;
  onBoxModeChange: (isBoxMode: boolean) => void;
  /** Viewport height of the card list in px (the most it is, with `listBoxHeight`). */
  listHeight?: number;
  /** The card list's CSS height when it follows the screen (WindowedList `boxHeight`). */
  listBoxHeight?: string;
}

function StatCard({ label, value }: { label: string; value: number }) {
  return (
    <Card withBorder padding="xs" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Card>
  );
}

export function ResultsTab({
  analysis,
  stateCode,
  isBoxMode,
  timeFilter,
  onBoxModeChange,
  listHeight = 560,
  listBoxHeight,
}: ResultsTabProps) {
  const { draws, stats } = analysis;
  const list = useRef<WindowedListHandle>(null);
  // The highlighted row belongs to the answer it was picked in: a new answer (other state or
  // filter) shifts the indices, so an old highlight is dropped (derived, not reset by an effect).
  const [highlighted, setHighlighted] = useState<{ draws: typeof draws; index: number } | null>(
    null,
  );
  const highlight = highlighted?.draws === draws ? highlighted.index : null;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onJump = useCallback(
    (index: number) => {
      const target = originalIndex(draws, index, timeFilter);
      if (target === null) return;
      list.current?.scrollToIndex(target);
      setHighlighted({ draws, index: target });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
      // Move focus after the row renders, so screen readers announce the original draw.
      requestAnimationFrame(() => document.getElementById(drawCardId(draws[target]!))?.focus());
    },
    [draws, timeFilter],
  );

  // On a touch screen the Repeat button is a 44 px target (app.css): each row grows by as much.
  const touch = useMediaQuery('(pointer: coarse)') === true;
  const rowHeight = (isBoxMode ? 72 : 92) + (touch ? 20 : 0);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('analysis.results', { gameName: gameName(stateCode) })}
      </Title>
      <SimpleGrid cols={3} spacing="xs">
        <StatCard label={t('analysis.totalDraws')} value={stats.total} />
        <StatCard label={t('analysis.repeatsFound')} value={stats.repeats} />
        <StatCard label={t('analysis.uniqueRepeats')} value={stats.uniqueRepeats} />
      </SimpleGrid>
      <Text size="xs" c="dimmed" id={REPEAT_LEGEND_ID}>
        {t('analysis.repeatLegend')}
      </Text>
      <Group gap="xs">
        <Button
          size="compact-sm"
          variant={isBoxMode ? 'filled' : 'outline'}
          aria-pressed={isBoxMode}
          onClick={() => onBoxModeChange(!isBoxMode)}
        >
          {t('analysis.box')}
        </Button>
        <CopyButton
          text={draws.map((d) => d.winner).join(', ')}
          aria-label={t('analysis.copyTheWinningNumbers')}
        />
      </Group>
      <DownloadButtons
        fileName={`${stateCode.toLowerCase()}-pick-3-results`}
        description={t('analysis.theResultsList')}
        table={() => drawsTable(stateCode, draws)}
        fullHistoryHref={`/api/draws/export?${new URLSearchParams({ state: stateCode, format: 'csv' }).toString()}`}
      />
      {draws.length === 0 ? (
        <Text c="dimmed">{t('analysis.noDrawsMatchThese')}</Text>
      ) : (
        <WindowedList
          ref={list}
          label={t('analysis.drawsNewestFirst')}
          items={draws}
          rowHeight={rowHeight}
          height={listHeight}
          boxHeight={listBoxHeight}
          getKey={(draw) => drawCardId(draw)}
          renderRow={(draw, index) => (
            <DrawCard
              draw={draw}
              stateCode={stateCode}
              index={index}
              isBoxMode={isBoxMode}
              highlighted={highlight === index}
              onJump={onJump}
            />
          )}
        />
      )}
    </Stack>
  );
}
