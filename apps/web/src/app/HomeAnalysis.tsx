import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Tabs, Text } from '@mantine/core';
import { Navigate } from 'react-router-dom';
import type { AnalysisResponse } from '@pick3/core';
import { useAppStore, type MainTab } from '../stores/app-store.js';
import { useHomeView, useSetHomeView } from '../stores/home-view.js';
import type { AnalysisParams } from '../features/analysis/api/get-lottery-analysis.js';
import { buildNumberView, type NumberView } from '../features/analysis/number-view.js';
import { AllStraightTab } from '../features/analysis/components/AllStraightTab.js';
import { BoxNumbersTab } from '../features/analysis/components/BoxNumbersTab.js';
import { PlayNumbersTab } from '../features/analysis/components/PlayNumbersTab.js';
import { ResultsTab } from '../features/analysis/components/ResultsTab.js';
import { WindowGapNotice } from '../features/analysis/components/WindowGapNotice.js';
import type { AnalysisCoverage } from '../features/data-coverage/coverage-text.js';
import { MissingDrawsNotice } from '../features/data-coverage/components/MissingDrawsNotice.js';
import { SitesTab } from '../features/sites/components/SitesTab.js';
import { t } from '../i18n/i18n.js';

export interface HomeAnalysisProps {
  /** The (deferred) analysis and the parameters it belongs to. */
  analysis: AnalysisResponse;
  dataParams: AnalysisParams;
  coverage: AnalysisCoverage | undefined;
  /** The latest refetch failed: the previous answer stays, with a note. */
  isError: boolean;
}

interface HomeAnalysisTabsProps extends HomeAnalysisProps {
  /** The analysis' numbers through the number filters. */
  view: NumberView;
}

/**
 * The analysis tabs with the number filters applied. The filters are deferred here, not in the page:
 * a tap on a filter re-renders this wrapper (no DOM) and the filter menus at once, and the tabs follow
 * in the transition (issue 15 item 4: 50 ms on a throttled phone).
 */
export function HomeAnalysis(props: HomeAnalysisProps) {
  const filters = useDeferredValue(useHomeView((v) => v.filters));
  const { analysis, dataParams } = props;
  const view = useMemo(
    () => buildNumberView(analysis, filters, dataParams.isBoxMode),
    [analysis, filters, dataParams.isBoxMode],
  );
  return <HomeAnalysisTabs {...props} view={view} />;
}

// The draw list fills most of a phone screen but leaves the tabs in view: sized by CSS, the same
// in the server's page and in the browser (a height read from the window made the server's list
// and the hydrating one differ), with rows rendered for the tallest it gets.
const LIST_MAX_HEIGHT = 720;
const LIST_BOX_HEIGHT = `clamp(320px, calc(100dvh - 160px), ${LIST_MAX_HEIGHT}px)`;

/**
 * The analysis tabs of the main page: its heaviest render. Memoized on the deferred analysis, so a
 * control change repaints the control at once and the tabs follow in the transition (issue 15
 * item 4: 50 ms on a throttled phone).
 */
const HomeAnalysisTabs = memo(function HomeAnalysisTabs({
  analysis,
  dataParams,
  view,
  coverage,
  isError,
}: HomeAnalysisTabsProps) {
  // Not useNavigate: it re-renders its component on every URL change (each control change writes
  // one), and these tabs are the page's heaviest render. A <Navigate> element does
  // the move when the Pools tab is chosen.
  const [toPools, setToPools] = useState(false);
  const activeTab = useAppStore((s) => s.activeTab);
  const setActiveTab = useAppStore((s) => s.setActiveTab);
  const setView = useSetHomeView();
  const setBoxMode = useCallback((isBoxMode: boolean) => setView({ isBoxMode }), [setView]);
  const remainingCount = view.remaining.length;

  const onTabChange = (value: string | null) => {
    if (value === 'pools') {
      // Pools are Georgia Cash 3 only (spec §4): the pool page is Georgia's whatever this view's state.
      setToPools(true);
      return;
    }
    if (value) setActiveTab(value as MainTab);
  };

  return (
    <>
      {toPools && <Navigate to="/pools/1-1" />}
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
        {isError && (
          <Text c="red" size="sm" role="alert" mt="xs">
            {t('home.errorLoadingDataPlease')}
          </Text>
        )}
        <WindowGapNotice window={analysis.window} />
        {coverage && <MissingDrawsNotice runs={coverage.missingInWindow} />}
        <Tabs.Panel value="results" pt="sm">
          <ResultsTab
            analysis={analysis}
            stateCode={dataParams.state}
            isBoxMode={dataParams.isBoxMode}
            timeFilter={dataParams.timeFilter}
            onBoxModeChange={setBoxMode}
            listHeight={LIST_MAX_HEIGHT}
            listBoxHeight={LIST_BOX_HEIGHT}
          />
        </Tabs.Panel>
        <Tabs.Panel value="play" pt="sm">
          <PlayNumbersTab
            analysis={analysis}
            view={view}
            stateCode={dataParams.state}
            isBoxMode={dataParams.isBoxMode}
            drawLimit={dataParams.limit}
            timeFilter={dataParams.timeFilter}
          />
        </Tabs.Panel>
        <Tabs.Panel value="numbers" pt="sm">
          {dataParams.isBoxMode ? <BoxNumbersTab view={view} /> : <AllStraightTab view={view} />}
        </Tabs.Panel>
        <Tabs.Panel value="sites" pt="sm">
          <SitesTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
});
