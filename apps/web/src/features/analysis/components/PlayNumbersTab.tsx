import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DRAW_TIME_SHORT, stateName, type AnalysisResponse, type AnalyzedDraw } from '@pick3/core';
import { DownloadButtons } from '../../../components/DownloadButtons.js';
import { WindowedList } from '../../../components/WindowedList.js';
import { numbersTable } from '../../../lib/downloads.js';
import { drawCardId } from '../draw-list.js';
import type { NumberView } from '../number-view.js';
import { NumberChips } from './NumberChips.js';
import { TriplesGrid } from './TriplesGrid.js';
import classes from './analysis.module.css';

export interface PlayNumbersTabProps {
  analysis: AnalysisResponse;
  view: NumberView;
  stateCode: string;
  isBoxMode: boolean;
  drawLimit: number;
  listHeight?: number;
}

function PatternRow({ draw }: { draw: AnalyzedDraw }) {
  return (
    <div className={classes.patternRow}>
      <span>{draw.date}</span>
      <span>{DRAW_TIME_SHORT[draw.draw]}</span>
      <strong>{draw.winner}</strong>
      <span className={classes.patternLabels}>
        PAIRS {draw.pairsum} · H/L {draw.highLow} · O/E {draw.oddEven} · 12SUM {draw.sum12} · BIN{' '}
        {draw.binary} · SET {draw.numberSet} · COORD {draw.coordinate}
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
  listHeight = 320,
}: PlayNumbersTabProps) {
  const removedCount = view.removed.length;
  const remainingCount = view.remaining.length;
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          Pick3 Remove Draws ({isBoxMode ? 'Box Numbers' : 'Straight Numbers'})
        </Title>
        <Text size="sm" fw={600}>
          {stateName(stateCode)}
        </Text>
        <Text size="xs" c="dimmed">
          Filtered by Display Draws setting (showing first {drawLimit} draws)
        </Text>
      </div>

      <TriplesGrid view={view} />

      <Stack gap={4} component="section" aria-label="Pattern strings">
        <Title order={3} size="h5">
          PATTERN STRINGS
        </Title>
        {analysis.draws.length === 0 ? (
          <Text size="sm" c="dimmed">
            No draws match these settings.
          </Text>
        ) : (
          <WindowedList
            label="Pattern strings per draw"
            items={analysis.draws}
            rowHeight={64}
            height={listHeight}
            getKey={(draw) => drawCardId(draw)}
            renderRow={(draw) => <PatternRow draw={draw} />}
          />
        )}
      </Stack>

      <NumberChips
        title="Removed Numbers"
        numbers={view.removed.map((r) => r.text)}
        copyText={view.removed.map((r) => r.number).join(', ')}
        emptyText="No numbers removed"
      />
      <NumberChips title="Remaining Numbers" numbers={view.remaining} />
      <DownloadButtons
        fileName={`${stateCode.toLowerCase()}-pick-3-${view.mode}-numbers`}
        description="the removed and remaining numbers"
        table={() =>
          numbersTable(
            view.removed.map((r) => r.number),
            view.remaining,
          )
        }
      />

      <Paper withBorder p="sm" component="section" aria-label="Summary">
        <Text size="sm">Removing the numbers of previous draws reduces what is left to play.</Text>
        <Group gap="lg" mt={4}>
          <Text size="sm" c="var(--pick3-removed)" fw={700}>
            Removed: {removedCount}
          </Text>
          <Text size="sm" c="var(--pick3-remaining)" fw={700}>
            Remaining: {remainingCount}
          </Text>
          <Text size="sm" fw={700}>
            Total: {view.totalCount}
          </Text>
          {view.totalCount - removedCount - remainingCount > 0 && (
            <Text size="sm" c="dimmed">
              Filtered out: {view.totalCount - removedCount - remainingCount}
            </Text>
          )}
        </Group>
      </Paper>
    </Stack>
  );
}
