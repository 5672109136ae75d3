import { Alert, Anchor, Container, Group, NativeSelect, Text, Title } from '@mantine/core';
import { isKnownState, MAX_LIMIT, stateGameName, stateName, type TimeFilter } from '@pick3/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorPage } from '../../components/ErrorPage.js';
import { LoadingScreen } from '../../components/LoadingScreen.js';
import { Seo } from '../../components/Seo.js';
import {
  analysisQueryOptions,
  WINDOW_SIZE,
} from '../../features/analysis/api/get-lottery-analysis.js';
import { DistributionCharts } from '../../features/charts/components/DistributionCharts.js';
import { stateOptions, useStates } from '../../lib/get-states.js';
import { PageHeader } from '../PageHeader.js';
import { useAppStore } from '../../stores/app-store.js';
import { HOME_VIEW_DEFAULTS } from '../../lib/home-view-url.js';
import { t } from '../../i18n/i18n.js';
import { formatNumber } from '../../lib/format.js';

/** The draw times the main page's time filter knows (its repeat views are lists, not windows). */
const TIME_OPTIONS = () => [
  { value: 'all', label: t('charts.allDrawTimes') },
  { value: 'Morn', label: 'Morning' },
  { value: 'Day', label: 'Midday' },
  { value: 'Eve', label: 'Evening' },
  { value: 'Nite', label: 'Night' },
];
const LIMITS = [50, 100, 200, 365, MAX_LIMIT];
const LIMIT_OPTIONS = () =>
  LIMITS.map((n) => ({
    value: String(n),
    // Spec §9: the largest limit, 730, is 'All draws'.
    label: n === MAX_LIMIT ? t('charts.allDraws730') : t('charts.lastDraws', { n }),
  }));

/**
 * /charts?state=XX[&time=Eve&limit=N]: the distributions of the drawn numbers beside their exact
 * chance distributions. Loaded on demand with recharts, so the first page stays small. The
 * window and draw time default to the main page's.
 */
export default function ChartsPage() {
  const [params, setParams] = useSearchParams();
  const storeState = useAppStore((s) => s.defaultState);
  const storeLimit = HOME_VIEW_DEFAULTS.drawLimit;
  const storeTime = HOME_VIEW_DEFAULTS.timeFilter;
  const queryState = params.get('state')?.toUpperCase() ?? '';
  const state = isKnownState(queryState) ? queryState : storeState;
  const rawTime = params.get('time') ?? storeTime;
  const time = (TIME_OPTIONS().some((o) => o.value === rawTime) ? rawTime : 'all') as TimeFilter;
  const rawLimit = Number(params.get('limit') ?? storeLimit);
  const limit = LIMITS.includes(rawLimit) ? rawLimit : MAX_LIMIT;
  const states = useStates();
  const stateInfo = states.data?.states.find((s) => s.code === state);
  const analysis = useQuery(
    analysisQueryOptions({
      state,
      limit,
      timeFilter: time,
      digitFilter: 'all-numbers',
      windowSize: WINDOW_SIZE,
      isBoxMode: true,
    }),
  );
  const draws = analysis.data?.draws;

  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    if (!next.has('state')) next.set('state', state);
    setParams(next, { replace: true });
  };

  return (
    <Container component="main" id="main" size="md" px="sm" py="sm">
      <Seo
        title={t('charts.pick3ChartsPick', {
          stateName: stateName(state),
          game: stateGameName(state),
        })}
        description={t('charts.digitSumRootSum', {
          stateName: stateName(state),
          game: stateGameName(state),
        })}
      />
      <PageHeader stateCode={state} freshness={stateInfo} />
      <Anchor component={Link} to={`/?state=${state}`} size="sm">
        {t('charts.backToTheAnalysis')}
      </Anchor>
      <Title order={2} size="h3" my="sm">
        {t('charts.chartsDrawsAgainstChance', {
          stateName: stateName(state),
          game: stateGameName(state),
        })}
      </Title>
      <Alert variant="light" color="blue" mb="sm" title={t('charts.pastDrawsDoNot')}>
        <Text size="sm">{t('charts.everyChartPutsWhat')}</Text>
      </Alert>
      <Group gap="sm" align="flex-end" wrap="wrap" mb="sm">
        <NativeSelect
          label={t('charts.state')}
          data={stateOptions(states.data?.states)}
          value={state}
          onChange={(event) => setParam('state', event.currentTarget.value)}
          w={180}
        />
        <NativeSelect
          label={t('charts.draws')}
          data={LIMIT_OPTIONS()}
          value={String(limit)}
          onChange={(event) => setParam('limit', event.currentTarget.value)}
          w={170}
        />
        <NativeSelect
          label={t('charts.drawTime')}
          data={TIME_OPTIONS()}
          value={time}
          onChange={(event) => setParam('time', event.currentTarget.value)}
          w={160}
        />
      </Group>
      {draws ? (
        draws.length === 0 ? (
          <Text>{t('charts.noDrawsForThis')}</Text>
        ) : (
          <>
            <Text size="sm" mb="sm" aria-live="polite">
              {t('charts.drawsNewestOldest', {
                drawsCount: formatNumber(draws.length),
                date: draws[0]!.date,
                date2: draws[draws.length - 1]!.date,
              })}
            </Text>
            <DistributionCharts draws={draws} />
          </>
        )
      ) : analysis.isError ? (
        <ErrorPage onRetry={() => void analysis.refetch()} />
      ) : (
        <LoadingScreen label={t('charts.loadingTheCharts')} />
      )}
    </Container>
  );
}
