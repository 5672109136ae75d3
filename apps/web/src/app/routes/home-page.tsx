import { Suspense, lazy, memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Anchor, Box, Container, Divider, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { gameName } from '@pick3/core';
import { ErrorPage } from '../../components/ErrorPage.js';
import { LoadingScreen } from '../../components/LoadingScreen.js';
import { Seo } from '../../components/Seo.js';
import { UnreadLinkNotice } from '../../components/UnreadLinkNotice.js';
import { useHomeView, useSetHomeView, useUnreadHomeParams } from '../../stores/home-view.js';
import { useLotteryAnalysis } from '../../features/analysis/api/get-lottery-analysis.js';
import { seoForState } from '../../features/analysis/seo.js';
import { ControlsPanel } from '../../features/controls/components/ControlsPanel.js';
import { drawCountText } from '../../lib/draw-count.js';
import { useStates } from '../../lib/get-states.js';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint.js';
import { belowTheFold } from '../../lib/below-the-fold.js';
import { PageHeader } from '../PageHeader.js';
import {
  coverageSentence,
  type AnalysisCoverage,
} from '../../features/data-coverage/coverage-text.js';
import { DataCoverageDetails } from '../../features/data-coverage/components/DataCoverageDetails.js';
import { NoDataPanel } from '../../features/data-coverage/components/NoDataPanel.js';
import { recentDrawsQueryOptions } from '../../features/header/api/get-recent-draws.js';
import {
  drawsAfter,
  refreshCheckedText,
  refreshFoundText,
  type RecentDraw,
} from '../../features/header/latest-draws.js';
import { useQueryClient } from '@tanstack/react-query';
import { statesQueryOptions } from '../../lib/get-states.js';
import { t } from '../../i18n/i18n.js';

// The header and the coverage details do not change with a control. Memoized (like the controls
// and the analysis tabs), they skip the urgent re-render a control change causes (the store, the
// query's own state), so the control repaints at once (issue 15 item 4).
const MemoPageHeader = memo(PageHeader);
const MemoDataCoverageDetails = memo(DataCoverageDetails);

const CalendarModal = lazy(() => import('../../features/calendar/components/CalendarModal.js'));
// The analysis tabs sit below the latest results and the controls: their code (draw list, grids,
// tables) is its own chunk, fetched while the first screen is drawn, and evaluated in its own task.
const HomeAnalysis = lazy(() =>
  import('../HomeAnalysis.js').then((m) => ({ default: m.HomeAnalysis })),
);

/** The analysis, below the latest results and the controls: about its usual height. */
const BELOW_THE_FOLD = belowTheFold(1400);

export default function HomePage() {
  // The view lives in the URL (stores/home-view.ts): this page reads the parts it draws, never the
  // router's location, so a URL write re-renders only what shows the changed part.
  const currentState = useHomeView((v) => v.currentState);
  const unread = useUnreadHomeParams();
  const setView = useSetHomeView();
  const pickState = useCallback((code: string) => setView({ currentState: code }), [setView]);
  const { query, dataParams: latestParams } = useLotteryAnalysis();
  const states = useStates();
  // The latest results come first; the controls, the analysis and the footer follow a frame later.
  const belowReady = useAfterFirstPaint();
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [calendarLoaded, setCalendarLoaded] = useState(false);

  // The analysis screen is the app's heaviest render. Deferred, React draws it in a transition, in
  // small slices instead of one long task, while the header and controls stay responsive. The
  // answer and the parameters it belongs to move together (the number filters are deferred in
  // HomeAnalysis, so a tap on one does not re-render this page).
  const latest = useMemo(
    () => ({ analysis: query.data, dataParams: latestParams }),
    // useAnalysisParams keeps one params object per value, so this changes with the answer only.
    [query.data, latestParams],
  );
  const { analysis, dataParams } = useDeferredValue(latest);
  const stateInfo = states.data?.states.find((s) => s.code === currentState);
  const coverage = (analysis as { coverage?: AnalysisCoverage } | undefined)?.coverage;
  // A state without stored draws gets its own page, not an empty analysis that blames the settings.
  const noData =
    stateInfo?.status === 'empty' || (coverage?.status === 'empty' && analysis?.draws.length === 0);
  // Text built from the state and the states list only, not on each control change.
  const seo = useMemo(
    () => seoForState(currentState, typeof window === 'undefined' ? '' : window.location.origin),
    [currentState],
  );
  const footer = useMemo(
    () =>
      t('home.newResultsAreFetched', {
        value: states.data ? `${coverageSentence(states.data.states)} ` : '',
      }),
    [states.data],
  );

  // Stable, so the memoized controls skip the re-render of a change they do not show.
  const openCalendar = useCallback(() => {
    setCalendarLoaded(true);
    setCalendarOpen(true);
  }, []);
  // The truth under the draw-limit box: '730 draws (481 Evening)'.
  const drawCount = useMemo(
    () =>
      analysis === undefined
        ? undefined
        : drawCountText(dataParams.limit, analysis.window, dataParams.timeFilter),
    [analysis, dataParams.limit, dataParams.timeFilter],
  );
  const { refetch } = query;
  const queryClient = useQueryClient();
  // Refresh reads the states and the newest draws again and says what changed: the new draws, or
  // none since the newest stored with the next draw's time. The number filters stay as they are.
  const reload = useCallback(async () => {
    const before = queryClient
      .getQueryData(statesQueryOptions.queryKey)
      ?.states.find((s) => s.code === currentState);
    const [states, analysisResult] = await Promise.all([
      queryClient.fetchQuery({ ...statesQueryOptions, staleTime: 0 }).catch(() => undefined),
      refetch(),
    ]);
    const after = states?.states.find((s) => s.code === currentState);
    if (states === undefined || analysisResult.isError) return { isError: true };
    let found: RecentDraw[] = [];
    if (after?.lastDate) {
      const recent = await queryClient
        .fetchQuery({ ...recentDrawsQueryOptions(currentState, after.lastDate), staleTime: 0 })
        .catch(() => undefined);
      if (recent === undefined) return { isError: true };
      found = drawsAfter(recent.draws, before?.latestDraw ?? null);
    }
    return {
      isError: false,
      // What was checked (the source, or only the stored data), then what was found.
      message: `${refreshCheckedText(
        currentState,
        after?.lastIngestAt ?? null,
        after?.nextDraw ?? null,
        Date.now(),
      )} ${refreshFoundText(currentState, found, after?.latestDraw ?? null, after?.nextDraw ?? null)}`.trim(),
    };
  }, [queryClient, currentState, refetch]);

  return (
    <Container component="main" id="main" size="md" px="sm" py="sm">
      <Seo {...seo} />
      {/* Suspense boundaries split the hydration: React hydrates each server-rendered boundary in
          a render and commit of its own after the page's shell, not the whole page in one commit
          (issue 36 item 1). Nothing inside them suspends once loaded. */}
      <Suspense fallback={null}>
        <MemoPageHeader
          stateCode={currentState}
          freshness={stateInfo}
          showLatest
          showTools={!noData}
        />
      </Suspense>
      <UnreadLinkNotice unread={unread} shownState={currentState} />
      {/* Below the latest results, drawn a frame after them (useAfterFirstPaint). */}
      {belowReady && (
        <>
          {/* A state without draws has nothing to analyse: its page names where the draws will come from. */}
          {!noData && (
            <>
              <Suspense fallback={null}>
                <ControlsPanel
                  remaining={analysis?.boxAnalysis.remainingNumbers}
                  drawCount={drawCount}
                  reload={reload}
                  onOpenCalendar={openCalendar}
                />
              </Suspense>
              <Divider my="sm" />
            </>
          )}

          {noData ? (
            <NoDataPanel
              name={stateInfo?.name ?? currentState}
              gameName={stateInfo?.gameName ?? ''}
              url={stateInfo?.url ?? ''}
              sources={stateInfo?.sources ?? []}
              statesWithData={(states.data?.states ?? []).filter((s) => s.drawCount > 0)}
              onPickState={pickState}
            />
          ) : analysis === undefined ? (
            query.isError ? (
              <ErrorPage onRetry={() => void query.refetch()} />
            ) : (
              <LoadingScreen label={t('home.loadingLotteryAnalysis')} />
            )
          ) : (
            // Below the latest results and the controls: the browser lays it out and paints it only
            // when it nears the viewport (a phone's first screen does not show it), which takes the
            // analysis' layout out of the page's start-up (issue 24 item 3).
            <Box style={BELOW_THE_FOLD}>
              <Suspense fallback={<LoadingScreen label={t('home.loadingLotteryAnalysis')} />}>
                <HomeAnalysis
                  analysis={analysis}
                  dataParams={dataParams}
                  coverage={coverage}
                  isError={query.isError}
                />
              </Suspense>
            </Box>
          )}

          <Divider my="md" />
          <details>
            <summary>{t('home.howItWorks')}</summary>
            <Text size="sm" mt="xs">
              {t('home.everyNumberDrawnIn')}
            </Text>
          </details>
          {stateInfo && stateInfo.drawCount > 0 && (
            <MemoDataCoverageDetails
              key={stateInfo.code}
              code={stateInfo.code}
              name={stateInfo.name}
              drawCount={stateInfo.drawCount}
            />
          )}
          <Anchor
            component={Link}
            to={`/results/${currentState}`}
            size="sm"
            display="block"
            mt="sm"
          >
            {t('results.allResultsOf', { game: stateInfo?.gameName ?? gameName(currentState) })}
          </Anchor>
          <Anchor component={Link} to={`/board/${currentState}`} size="sm" display="block" mt="xs">
            {t('home.boardLink')}
          </Anchor>
          <Text component="footer" size="xs" c="dimmed" mt="md">
            {footer}
          </Text>
        </>
      )}

      {calendarLoaded && (
        <Suspense fallback={null}>
          <CalendarModal
            opened={calendarOpen}
            onClose={() => setCalendarOpen(false)}
            stateCode={currentState}
            firstDate={stateInfo?.firstDate ?? null}
            lastDate={stateInfo?.lastDate ?? null}
          />
        </Suspense>
      )}
    </Container>
  );
}
