import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { stateName, type AnalysisResponse, type AnalyzedDraw, type TimeFilter } from '@pick3/core';
import { drawCountText } from '../../../lib/draw-count.js';
import { DownloadButtons } from '../../../components/DownloadButtons.js';
import { WindowedList } from '../../../components/WindowedList.js';
import { numbersTable } from '../../../lib/downloads.js';
import { drawCardId } from '../draw-list.js';
import type { NumberView } from '../number-view.js';
import { NumberChips } from './NumberChips.js';
import { TriplesGrid } from './TriplesGrid.js';
import classes from './analysis.module.css';
import { t } from '../../../i18n/i18n.js';
import { drawTimeShort } from '../../../lib/play-draw.js';
import { PatternLegend } from './PatternLegend.js';

export interface PlayNumbersTabProps {
  analysis: AnalysisResponse;
  view: NumberView;
  stateCode: string;
  isBoxMode: boolean;
  drawLimit: number;
  /** The analysis's time filter: one draw time is named in the draw count. */
  timeFilter: TimeFilter;
  listHeight?: number;
}

function PatternRow({ draw }: { draw: AnalyzedDraw }) {
  return (
    <div className={classes.patternRow}>
      <span>{draw.date}</span>
      <span>{drawTimeShort(draw.draw)}</span>
      <strong>{draw.winner}</strong>
      <span className={classes.patternLabels}>
        {t('analysis.pairsHLO', {
          pairsum: draw.pairsum,
          highLow: draw.highLow,
          oddEven: draw.oddEven,
          sum12: draw.sum12,
          binary: draw.binary,
          numberSet: draw.numberSet,
          coordinate: draw.coordinate,
        })}
      </span>
    </div>
  );
}

export function PlayNumbersTab({
  analysis,
  view,
  stateCode,
  isBoxMode,
  drawLimit,
  timeFilter,
  listHeight = 320,
}: PlayNumbersTabProps) {
  const removedCount = view.removed.length;
  const remainingCount = view.remaining.length;
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {t('analysis.pick3RemoveDraws', {
            value: isBoxMode ? t('analysis.boxNumbers') : t('analysis.straightNumbers'),
          })}
        </Title>
        <Text size="sm" fw={600}>
          {stateName(stateCode)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('analysis.filteredByDisplayDraws', {
            drawCount: drawCountText(drawLimit, analysis.window, timeFilter),
          })}
        </Text>
      </div>

      <TriplesGrid view={view} />

      <Stack gap={4} component="section" aria-label={t('analysis.patternStrings')}>
        <Title order={3} size="h5">
          {t('analysis.patternStrings2')}
        </Title>
        <PatternLegend />
        {analysis.draws.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('analysis.noDrawsMatchThese')}
          </Text>
        ) : (
          <WindowedList
            label={t('analysis.patternStringsPerDraw')}
            items={analysis.draws}
            rowHeight={64}
            height={listHeight}
            getKey={(draw) => drawCardId(draw)}
            renderRow={(draw) => <PatternRow draw={draw} />}
          />
        )}
      </Stack>

      <NumberChips
        kind="removed"
        numbers={view.removed.map((r) => r.text)}
        copyText={view.removed.map((r) => r.number).join(', ')}
        emptyText={t('analysis.noNumbersRemoved')}
      />
      <NumberChips kind="remaining" numbers={view.remaining} />
      <DownloadButtons
        fileName={`${stateCode.toLowerCase()}-pick-3-${view.mode}-numbers`}
        description={t('analysis.theRemovedAndRemaining2')}
        table={() =>
          numbersTable(
            view.removed.map((r) => r.number),
            view.remaining,
          )
        }
      />

      <Paper withBorder p="sm" component="section" aria-label={t('analysis.summary')}>
        <Text size="sm">{t('analysis.removingTheNumbersOf')}</Text>
        <Group gap="lg" mt={4}>
          <Text size="sm" c="var(--pick3-removed)" fw={700}>
            {t('analysis.removed', { removedCount })}
          </Text>
          <Text size="sm" c="var(--pick3-remaining)" fw={700}>
            {t('analysis.remaining', { remainingCount })}
          </Text>
          <Text size="sm" fw={700}>
            {t('analysis.total', { totalCount: view.totalCount })}
          </Text>
          {view.totalCount - removedCount - remainingCount > 0 && (
            <Text size="sm" c="dimmed">
              {t('analysis.filteredOut', {
                value: view.totalCount - removedCount - remainingCount,
              })}
            </Text>
          )}
        </Group>
      </Paper>
    </Stack>
  );
}
