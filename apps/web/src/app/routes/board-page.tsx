import { lazy, Suspense } from 'react';
import { Anchor, Container, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import {
  BOARD_PERIODS,
  chanceBeaters,
  isKnownState,
  stateName,
  type BoardPeriod,
} from '@pick3/core';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ErrorPage } from '../../components/ErrorPage.js';
import { LoadingScreen } from '../../components/LoadingScreen.js';
import { Seo } from '../../components/Seo.js';
import { useStates } from '../../lib/get-states.js';
import { t } from '../../i18n/i18n.js';
import { PageHeader } from '../PageHeader.js';
import NotFoundPage from './not-found-page.js';
import '../../features/board/board-messages.js';
import { useBoard } from '../../features/board/api/get-board.js';
import { BoardTable } from '../../features/board/components/BoardTable.js';
import { BoardDraws } from '../../features/board/components/BoardDraws.js';
import { PickForm } from '../../features/board/components/PickForm.js';
import { entrantName } from '../../features/board/board-names.js';
import { useMe } from '../../features/profile/api/get-me.js';

// The chart library is its own chunk, as on the money sections.
const BoardChart = lazy(() => import('../../features/board/components/BoardChart.js'));

function isPeriod(value: string | null): value is BoardPeriod {
  return (BOARD_PERIODS as readonly string[]).includes(value ?? '');
}

function BoardView({ state }: { state: string }) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('period');
  const period: BoardPeriod = isPeriod(raw) ? raw : '30d';
  const board = useBoard({ state, period });
  const states = useStates();
  const me = useMe();
  const stateInfo = states.data?.states.find((s) => s.code === state);
  const data = board.data;
  const beaters = data === undefined ? [] : chanceBeaters(data.table);

  return (
    <Container component="main" id="main" size="lg" px="sm" py="sm">
      <Seo
        title={t('board.seoTitle', { stateName: stateName(state) })}
        description={t('board.seoDescription', { stateName: stateName(state) })}
      />
      <PageHeader stateCode={state} freshness={stateInfo} />
      <Title order={2} size="h3" mb="xs">
        {t('board.title')}
      </Title>
      <Text size="sm" mb="sm">
        {t('board.intro')}
      </Text>
      {data === undefined ? (
        board.isError ? (
          <ErrorPage onRetry={() => void board.refetch()} />
        ) : (
          <LoadingScreen label={t('board.loading')} />
        )
      ) : (
        <Stack gap="md">
          <Text fw={700} data-testid="board-verdict">
            {beaters.length === 0
              ? t('board.verdictNone')
              : t('board.verdictSome', { names: beaters.map(entrantName).join(', ') })}
          </Text>
          {me.data ? (
            <PickForm state={state} nextDraw={data.nextDraw} />
          ) : (
            <Anchor component={Link} to="/login" size="sm">
              {t('board.signIn')}
            </Anchor>
          )}
          <section aria-labelledby="board-table-title">
            <Title order={3} size="h4" id="board-table-title">
              {t('board.tableTitle')}
            </Title>
            <SegmentedControl
              aria-label={t('board.period')}
              value={period}
              onChange={(value) => setParams({ period: value }, { replace: true })}
              data={BOARD_PERIODS.map((p) => ({ value: p, label: t(`board.periods.${p}`) }))}
              mb="xs"
            />
            <BoardTable rows={data.table} minRanked={data.minRankedPicks} />
          </section>
          {data.table.some((r) => r.hitRate !== null) ? (
            <section aria-labelledby="board-chart-title">
              <Title order={3} size="h4" id="board-chart-title">
                {t('board.chartTitle')}
              </Title>
              <Suspense fallback={null}>
                <BoardChart
                  data={data.table
                    .filter((r) => r.hitRate !== null && r.chanceRate !== null)
                    .map((r) => ({
                      who: entrantName(r),
                      hitRate: r.hitRate!,
                      chance: r.chanceRate!,
                    }))}
                  hitRateLabel={t('board.chartHitRate')}
                  chanceLabel={t('board.chartChance')}
                  xLabel={t('board.axisWho')}
                  yLabel={t('board.axisRate')}
                />
              </Suspense>
            </section>
          ) : null}
          <section aria-labelledby="board-draws-title">
            <Title order={3} size="h4" id="board-draws-title">
              {t('board.drawsTitle')}
            </Title>
            <BoardDraws state={state} draws={data.draws} />
          </section>
        </Stack>
      )}
    </Container>
  );
}

/** /board/:state: the picks board (players and strategies against chance). */
export default function BoardPage() {
  const { state: raw = '' } = useParams();
  const state = raw.toUpperCase();
  if (!isKnownState(state)) return <NotFoundPage />;
  return <BoardView state={state} />;
}
