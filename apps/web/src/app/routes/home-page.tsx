import { Suspense, lazy, memo, useDeferredValue, useMemo, useState } from 'react';
import { Container, Divider, Tabs, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { ErrorPage } from '../../components/ErrorPage.js';
import { LoadingScreen } from '../../components/LoadingScreen.js';
import { Seo } from '../../components/Seo.js';
import { useAppStore, type MainTab } from '../../stores/app-store.js';
import { useLotteryAnalysis } from '../../features/analysis/api/get-lottery-analysis.js';
import { buildNumberView } from '../../features/analysis/number-view.js';
import { seoForState } from '../../features/analysis/seo.js';
import { AllStraightTab } from '../../features/analysis/components/AllStraightTab.js';
import { BoxNumbersTab } from '../../features/analysis/components/BoxNumbersTab.js';
import { PlayNumbersTab } from '../../features/analysis/components/PlayNumbersTab.js';
import { ResultsTab } from '../../features/analysis/components/ResultsTab.js';
import { ControlsPanel } from '../../features/controls/components/ControlsPanel.js';
import { useStates } from '../../lib/get-states.js';
import { PageHeader } from '../PageHeader.js';
import {
  coverageSentence,
  type AnalysisCoverage,
} from '../../features/data-coverage/coverage-text.js';
import { DataCoverageDetails } from '../../features/data-coverage/components/DataCoverageDetails.js';
import { MissingDrawsNotice } from '../../features/data-coverage/components/MissingDrawsNotice.js';
import { NoDataPanel } from '../../features/data-coverage/components/NoDataPanel.js';
import { SitesTab } from '../../features/sites/components/SitesTab.js';
import { useHomeUrlSync } from '../../features/share/use-home-url-sync.js';
import { t } from '../../i18n/i18n.js';

// The analysis tabs are the page's heaviest render; the header and the coverage notes do not change
// with a control either. Memoized, they skip the urgent re-renders a control change causes (the
// store, the URL sync, the query's own state) while their (deferred) props are unchanged, so the
// control repaints at once and the lists follow in the transition (issue 15 item 4).
const MemoResultsTab = memo(ResultsTab);
const MemoPlayNumbersTab = memo(PlayNumbersTab);
const MemoBoxNumbersTab = memo(BoxNumbersTab);
const MemoAllStraightTab = memo(AllStraightTab);
const MemoSitesTab = memo(SitesTab);
const MemoPageHeader = memo(PageHeader);
const MemoMissingDrawsNotice = memo(MissingDrawsNotice);
const MemoDataCoverageDetails = memo(DataCoverageDetails);

const CalendarModal = lazy(() => import('../../features/calendar/components/CalendarModal.js'));

function listHeight(): number {
  // The draw list fills most of a phone screen but leaves the tabs in view.
  return typeof window === 'undefined'
    ? 560
    : Math.max(320, Math.min(720, window.innerHeight - 160));
}

export default function HomePage() {
  const navigate = useNavigate();
  useHomeUrlSync();
  const currentState = useAppStore((s) => s.currentState);
  const setCurrentState = useAppStore((s) => s.setCurrentState);
  const filters = useAppStore((s) => s.filters);
  const setBoxMode = useAppStore((s) => s.setBoxMode);
  const drawLimit = useAppStore((s) => s.drawLimit);
  const activeTab = useAppStore((s) => s.activeTab);
  const setActiveTab = useAppStore((s) => s.setActiveTab);
  const { query, dataParams: latestParams } = useLotteryAnalysis();
  const states = useStates();
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [calendarLoaded, setCalendarLoaded] = useState(false);

  // The analysis screen is the app's heaviest render. Deferred, React draws it in a transition, in
  // small slices instead of one long task, while the header and controls stay responsive. The
  // answer and the parameters it belongs to move together.
  // The number filters are deferred with them: a tap on a filter repaints its button at once, and
  // the lists follow in the transition (issue 15 item 4: 50 ms on a throttled phone).
  const latest = useMemo(
    () => ({ analysis: query.data, dataParams: latestParams, filters }),
    // By value: useLotteryAnalysis returns a new params object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the two fields are the params' value
    [query.data, latestParams.state, latestParams.isBoxMode, filters],
  );
  const { analysis, dataParams, filters: shownFilters } = useDeferredValue(latest);
  const view = useMemo(
    () => (analysis ? buildNumberView(analysis, shownFilters, dataParams.isBoxMode) : undefined),
    [analysis, shownFilters, dataParams.isBoxMode],
  );
  const stateInfo = states.data?.states.find((s) => s.code === currentState);
  const coverage = (analysis as { coverage?: AnalysisCoverage } | undefined)?.coverage;
  // A state without stored draws gets its own page, not an empty analysis that blames the settings.
  const noData =
    stateInfo?.status === 'empty' || (coverage?.status === 'empty' && analysis?.draws.length === 0);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;

  const onTabChange = (value: string | null) => {
    if (value === 'pools') {
      // Pools are Georgia Cash 3 only (spec §4).
      setCurrentState('GA');
      void navigate('/pools/1-1');
      return;
    }
    if (value) setActiveTab(value as MainTab);
  };

  const openCalendar = () => {
    setCalendarLoaded(true);
    setCalendarOpen(true);
  };

  const remainingCount = view?.remaining.length ?? 0;

  return (
    <Container component="main" id="main" size="md" px="sm" py="sm">
      <Seo {...seoForState(currentState, origin)} />
      <MemoPageHeader stateCode={currentState} freshness={stateInfo} />
      <ControlsPanel
        analysis={analysis}
        reload={() => query.refetch()}
        onOpenCalendar={openCalendar}
      />
      <Divider my="sm" />

      {noData ? (
        <NoDataPanel
          name={stateInfo?.name ?? currentState}
          gameName={stateInfo?.gameName ?? ''}
          url={stateInfo?.url ?? ''}
          statesWithData={(states.data?.states ?? []).filter((s) => s.drawCount > 0)}
          onPickState={setCurrentState}
        />
      ) : analysis === undefined || view === undefined ? (
        query.isError ? (
          <ErrorPage onRetry={() => void query.refetch()} />
        ) : (
          <LoadingScreen label={t('home.loadingLotteryAnalysis')} />
        )
      ) : (
        <Tabs
          value={activeTab}
          onChange={onTabChange}
          keepMounted={false}
          variant="pills"
          radius="md"
        >
          <Tabs.List aria-label={t('home.analysisSections')} style={{ flexWrap: 'wrap', gap: 4 }}>
            <Tabs.Tab value="pools">{t('home.lottoPools')}</Tabs.Tab>
            <Tabs.Tab value="results">{t('home.lotteryResults')}</Tabs.Tab>
            <Tabs.Tab value="play">{t('home.playNumbers', { remainingCount })}</Tabs.Tab>
            <Tabs.Tab value="numbers">
              {dataParams.isBoxMode
                ? t('home.boxNumbers', { remainingCount })
                : t('home.allStraight1000')}
            </Tabs.Tab>
            <Tabs.Tab value="sites">{t('home.lotterySites')}</Tabs.Tab>
          </Tabs.List>
          {query.isError && (
            <Text c="red" size="sm" role="alert" mt="xs">
              {t('home.errorLoadingDataPlease')}
            </Text>
          )}
          {coverage && <MemoMissingDrawsNotice runs={coverage.missingInWindow} />}
          <Tabs.Panel value="results" pt="sm">
            <MemoResultsTab
              analysis={analysis}
              stateCode={dataParams.state}
              isBoxMode={dataParams.isBoxMode}
              timeFilter={dataParams.timeFilter}
              onBoxModeChange={setBoxMode}
              listHeight={listHeight()}
            />
          </Tabs.Panel>
          <Tabs.Panel value="play" pt="sm">
            <MemoPlayNumbersTab
              analysis={analysis}
              view={view}
              stateCode={dataParams.state}
              isBoxMode={dataParams.isBoxMode}
              drawLimit={drawLimit}
            />
          </Tabs.Panel>
          <Tabs.Panel value="numbers" pt="sm">
            {dataParams.isBoxMode ? (
              <MemoBoxNumbersTab view={view} />
            ) : (
              <MemoAllStraightTab view={view} />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="sites" pt="sm">
            <MemoSitesTab />
          </Tabs.Panel>
        </Tabs>
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
      <Text component="footer" size="xs" c="dimmed" mt="md">
        {t('home.newResultsAreFetched', {
          value: states.data ? `${coverageSentence(states.data.states)} ` : '',
        })}
      </Text>

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
