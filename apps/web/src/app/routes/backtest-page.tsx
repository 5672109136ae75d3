import { useMemo } from 'react';
import {
  Alert,
  Anchor,
  Container,
  Group,
  NativeSelect,
  Paper,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  backtestByMonth,
  isIsoDate,
  isKnownState,
  scheduleOf,
  stateName,
  todayInZone,
} from '@pick3/core';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorPage } from '../../components/ErrorPage.js';
import { LoadingScreen } from '../../components/LoadingScreen.js';
import { Seo } from '../../components/Seo.js';
import { useBacktestDraws } from '../../features/backtest/api/get-backtest-draws.js';
import {
  DEPTHS,
  downloadFrom,
  parseBacktestParams,
} from '../../features/backtest/backtest-range.js';
import { BacktestChart } from '../../features/backtest/components/BacktestChart.js';
import { stateOptions, useStates } from '../../features/controls/api/get-states.js';
import { AppHeader } from '../../features/header/components/AppHeader.js';
import { useAppStore } from '../../stores/app-store.js';

const DEPTH_OPTIONS = DEPTHS.map((n) => ({
  value: String(n),
  label: `Last ${n.toLocaleString('en-US')} draws`,
}));
const pct = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/**
 * /backtest?state=XX[&depth=N&from=YYYY-MM-DD&to=YYYY-MM-DD]: how often a draw's box number was
 * among "the remaining numbers" (not drawn in the N draws before it), month by month, against the
 * chance a fair draw gives those numbers, with 95 % Wilson intervals. Runs core's backtest in the
 * browser over the range's draws from the JSON export.
 */
export default function BacktestPage() {
  const [params, setParams] = useSearchParams();
  const storeState = useAppStore((s) => s.currentState);
  const queryState = params.get('state')?.toUpperCase() ?? '';
  const state = isKnownState(queryState) ? queryState : storeState;
  // The range ends on the state's own today (its schedule's zone); a stored state no longer known reads as GA.
  const today = todayInZone(scheduleOf(isKnownState(state) ? state : 'GA').timeZone, Date.now());
  const { depth, from, to } = parseBacktestParams(params, today);
  const states = useStates();
  const stateInfo = states.data?.states.find((s) => s.code === state);
  const draws = useBacktestDraws({ state, from: downloadFrom(from, depth), to });
  const result = useMemo(
    () => (draws.data ? backtestByMonth(draws.data, { window: depth, from, to }) : undefined),
    [draws.data, depth, from, to],
  );

  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    if (!next.has('state')) next.set('state', state);
    setParams(next, { replace: true });
  };
  const setDate = (key: 'from' | 'to', value: string) => {
    // A half-typed date keeps the last whole one.
    if (isIsoDate(value)) setParam(key, value);
  };

  const overall = result?.overall;
  const firstMonth = result?.months[0]?.month;
  return (
    <Container component="main" id="main" size="md" px="sm" py="sm">
      <Seo
        title={`${stateName(state)} Pick 3 backtest | Pick 3 Analysis`}
        description={`How often the remaining numbers hit in ${stateName(state)} Pick 3, month by month, against chance.`}
      />
      <AppHeader stateCode={state} freshness={stateInfo} />
      <Anchor component={Link} to={`/?state=${state}`} size="sm">
        Back to the analysis
      </Anchor>
      <Title order={2} size="h3" my="sm">
        Backtest: do the remaining numbers beat chance?
      </Title>
      <Alert variant="light" color="blue" mb="sm" title="Elimination cannot beat a fair draw">
        <Text size="sm">
          Each draw is tested against the box numbers not drawn in the{' '}
          {depth.toLocaleString('en-US')} draws before it. The chance rate is how often a fair draw
          lands in those numbers (a single covers six straights, a triple one). A hit rate whose 95
          % interval holds the chance rate is what luck alone gives.
        </Text>
      </Alert>
      <Group gap="sm" align="flex-end" wrap="wrap" mb="sm">
        <NativeSelect
          label="State"
          data={stateOptions(states.data?.states)}
          value={state}
          onChange={(event) => setParam('state', event.currentTarget.value)}
          w={180}
        />
        <NativeSelect
          label="Eliminate the box numbers of the"
          data={DEPTH_OPTIONS}
          value={String(depth)}
          onChange={(event) => setParam('depth', event.currentTarget.value)}
          w={240}
        />
        <TextInput
          type="date"
          label="From"
          value={from}
          max={to}
          onChange={(event) => setDate('from', event.currentTarget.value)}
          w={160}
        />
        <TextInput
          type="date"
          label="To"
          value={to}
          min={from}
          onChange={(event) => setDate('to', event.currentTarget.value)}
          w={160}
        />
      </Group>
      {result && overall ? (
        overall.evaluated === 0 ? (
          <Text>No draws to test in this range.</Text>
        ) : (
          <>
            <Paper withBorder p="sm" mb="md" aria-live="polite">
              <Text fw={600}>
                Hit rate {pct(overall.hitRate)} ({overall.hits.toLocaleString('en-US')} of{' '}
                {overall.evaluated.toLocaleString('en-US')} draws), 95 % interval {pct(overall.low)}{' '}
                – {pct(overall.high)}; chance rate {pct(overall.chanceRate)}.
              </Text>
              <Text size="sm" c="dimmed">
                {overall.low <= overall.chanceRate && overall.chanceRate <= overall.high
                  ? 'The chance rate lies inside the interval: no sign of an edge over luck.'
                  : 'The chance rate lies outside the interval: unusual, but over many ranges and depths some will be, by chance alone.'}{' '}
                {firstMonth && firstMonth > from.slice(0, 7)
                  ? `Testing starts in ${firstMonth}: earlier draws lack ${depth} draws before them in the record.`
                  : ''}
              </Text>
            </Paper>
            <BacktestChart months={result.months} />
          </>
        )
      ) : draws.isError ? (
        <ErrorPage onRetry={() => void draws.refetch()} />
      ) : (
        <LoadingScreen label="Loading the draws..." />
      )}
    </Container>
  );
}
