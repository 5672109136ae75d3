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
  backtest,
  backtestByMonth,
  backtestMoney,
  DEFAULT_STATE,
  isIsoDate,
  isKnownState,
  scheduleOf,
  stateGameName,
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
import { MoneySection } from '../../components/money/MoneySection.js';
import { stateOptions, useStates } from '../../lib/get-states.js';
import { PageHeader } from '../PageHeader.js';
import { useAppStore } from '../../stores/app-store.js';
import { t } from '../../i18n/i18n.js';
import { formatNumber } from '../../lib/format.js';

/** Built at render, not when the page's chunk loads: that can be before its language is set. */
const depthOptions = () =>
  DEPTHS.map((n) => ({
    value: String(n),
    label: t('backtest.lastDraws', { toLocaleString2: formatNumber(n) }),
  }));
const pct = (rate: number) => `${(rate * 100).toFixed(1)} %`;
/** Dollars per remaining box number per draw in the money figures (every state sells $1 plays). */
const MONEY_STAKE = 1;

/**
 * /backtest?state=XX[&depth=N&from=YYYY-MM-DD&to=YYYY-MM-DD]: how often a draw's box number was
 * among "the remaining numbers" (not drawn in the N draws before it), month by month, against the
 * chance a fair draw gives those numbers, with 95 % Wilson intervals. Runs core's backtest in the
 * browser over the range's draws from the JSON export.
 */
export default function BacktestPage() {
  const [params, setParams] = useSearchParams();
  const storeState = useAppStore((s) => s.defaultState);
  const queryState = params.get('state')?.toUpperCase() ?? '';
  const state = isKnownState(queryState) ? queryState : storeState;
  // The range ends on the state's own today (its schedule's zone); a stored state no longer known reads as GA.
  const today = todayInZone(
    scheduleOf(isKnownState(state) ? state : DEFAULT_STATE).timeZone,
    Date.now(),
  );
  const { depth, from, to } = parseBacktestParams(params, today);
  const states = useStates();
  const stateInfo = states.data?.states.find((s) => s.code === state);
  const draws = useBacktestDraws({ state, from: downloadFrom(from, depth), to });
  const result = useMemo(
    () => (draws.data ? backtestByMonth(draws.data, { window: depth, from, to }) : undefined),
    [draws.data, depth, from, to],
  );
  // The same evaluated draws in dollars: every remaining number played at $1 by the state's table.
  const money = useMemo(
    () =>
      draws.data
        ? backtestMoney(
            state,
            backtest(draws.data, { window: depth, from }).draws.filter((row) => row.date <= to),
            MONEY_STAKE,
          )
        : undefined,
    [draws.data, state, depth, from, to],
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
        title={t('backtest.pick3BacktestPick', {
          stateName: stateName(state),
          game: stateGameName(state),
        })}
        description={t('backtest.howOftenTheRemaining', {
          stateName: stateName(state),
          game: stateGameName(state),
        })}
      />
      <PageHeader stateCode={state} freshness={stateInfo} />
      <Anchor component={Link} to={`/?state=${state}`} size="sm">
        {t('backtest.backToTheAnalysis')}
      </Anchor>
      <Title order={2} size="h3" my="sm">
        {t('backtest.backtestDoTheRemaining')}
      </Title>
      <Alert variant="light" color="blue" mb="sm" title={t('backtest.eliminationCannotBeatA')}>
        <Text size="sm">{t('backtest.eachDrawIsTested', { depth: formatNumber(depth) })}</Text>
      </Alert>
      <Group gap="sm" align="flex-end" wrap="wrap" mb="sm">
        <NativeSelect
          label={t('backtest.state')}
          data={stateOptions(states.data?.states)}
          value={state}
          onChange={(event) => setParam('state', event.currentTarget.value)}
          w={180}
        />
        <NativeSelect
          label={t('backtest.eliminateTheBoxNumbers')}
          data={depthOptions()}
          value={String(depth)}
          onChange={(event) => setParam('depth', event.currentTarget.value)}
          w={240}
        />
        <TextInput
          type="date"
          label={t('backtest.from')}
          value={from}
          max={to}
          onChange={(event) => setDate('from', event.currentTarget.value)}
          w={160}
        />
        <TextInput
          type="date"
          label={t('backtest.to')}
          value={to}
          min={from}
          onChange={(event) => setDate('to', event.currentTarget.value)}
          w={160}
        />
      </Group>
      {result && overall ? (
        overall.evaluated === 0 ? (
          <Text>{t('backtest.noDrawsToTest')}</Text>
        ) : (
          <>
            <Paper withBorder p="sm" mb="md" aria-live="polite">
              <Text fw={600}>
                {t('backtest.hitRateOfDraws', {
                  pct: pct(overall.hitRate),
                  hits: formatNumber(overall.hits),
                  evaluated: formatNumber(overall.evaluated),
                  pct2: pct(overall.low),
                  pct3: pct(overall.high),
                  pct4: pct(overall.chanceRate),
                })}
              </Text>
              <Text size="sm" c="dimmed">
                {overall.low <= overall.chanceRate && overall.chanceRate <= overall.high
                  ? t('backtest.theChanceRateLies')
                  : t('backtest.theChanceRateLies2')}{' '}
                {firstMonth && firstMonth > from.slice(0, 7)
                  ? t('backtest.testingStartsInEarlier', { firstMonth, depth })
                  : ''}
              </Text>
            </Paper>
            <BacktestChart months={result.months} />
            {money && (
              <MoneySection money={money} state={state} stake={MONEY_STAKE} id="backtest-money" />
            )}
          </>
        )
      ) : draws.isError ? (
        <ErrorPage onRetry={() => void draws.refetch()} />
      ) : (
        <LoadingScreen label={t('backtest.loadingTheDraws')} />
      )}
    </Container>
  );
}
