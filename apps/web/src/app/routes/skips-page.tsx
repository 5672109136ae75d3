import { useState } from 'react';
import {
  Anchor,
  Alert,
  Checkbox,
  Container,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  activeFilterCount,
  DRAW_TIMES,
  isDrawTimeCode,
  isKnownState,
  MAX_LIMIT,
  MAX_WINDOW_SIZE,
  stateGameName,
  stateName,
  type DigitType,
} from '@pick3/core';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorPage } from '../../components/ErrorPage.js';
import { LoadingScreen } from '../../components/LoadingScreen.js';
import { Seo } from '../../components/Seo.js';
import { stateOptions, useStates } from '../../lib/get-states.js';
import { PageHeader } from '../PageHeader.js';
import { useSkips } from '../../features/skips/api/get-skips.js';
import { SkipsTable } from '../../features/skips/components/SkipsTable.js';
import {
  chiSquareSentence,
  filterSkipRows,
  skipsHoleText,
} from '../../features/skips/skips-table.js';
import { useAppStore } from '../../stores/app-store.js';
import { readHomeView } from '../../lib/home-view-url.js';
import { t } from '../../i18n/i18n.js';
import { formatNumber } from '../../lib/format.js';
import { drawTimeLabel } from '../../lib/play-draw.js';

const DRAW_TIME_OPTIONS = () => [
  { value: '', label: t('skips.allDrawTimes') },
  ...DRAW_TIMES.map((code) => ({ value: code, label: drawTimeLabel(code) })),
];
const TYPE_OPTIONS = () => [
  { value: 'all', label: t('skips.allNumbers') },
  { value: 'single', label: t('skips.singles') },
  { value: 'double', label: t('skips.doubles') },
  { value: 'triple', label: t('skips.triples') },
];
const WINDOWS = [100, 365, MAX_LIMIT, MAX_WINDOW_SIZE];
/** The main page's longest view; "Drawn in" then differs from "Drawn all time". */
const DEFAULT_WINDOW = MAX_LIMIT;
const WINDOW_OPTIONS = () => [
  { value: 'all', label: t('skips.allDraws') },
  ...WINDOWS.map((n) => ({
    value: String(n),
    label: t('skips.lastDraws', { toLocaleString2: formatNumber(n) }),
  })),
];

function tableHeight(): number {
  return typeof window === 'undefined'
    ? 560
    : Math.max(320, Math.min(640, window.innerHeight - 220));
}

/** /skips?state=XX[&mode=straight&window=N&drawTime=EVE&type=double]: every number's skips. */
export default function SkipsPage() {
  const [params, setParams] = useSearchParams();
  const storeState = useAppStore((s) => s.defaultState);
  // The number filters travel in the address like the main page's (`position1=3&highLow=LLH`).
  const numberFilters = readHomeView(params.toString(), storeState).view.filters;
  const filterCount = activeFilterCount(numberFilters);
  // Opt-in: a table quietly missing rows would mislead.
  const [useNumberFilters, setUseNumberFilters] = useState(false);
  const queryState = params.get('state')?.toUpperCase() ?? '';
  const state = isKnownState(queryState) ? queryState : storeState;
  const mode = params.get('mode') === 'straight' ? 'straight' : 'box';
  const windowParam = params.get('window') ?? '';
  // 'all' asks the server for the whole history (no window); anything unknown is the default.
  const windowSize =
    windowParam === 'all'
      ? undefined
      : WINDOWS.includes(Number(windowParam))
        ? Number(windowParam)
        : DEFAULT_WINDOW;
  const rawTime = params.get('drawTime')?.toUpperCase() ?? '';
  const drawTime = isDrawTimeCode(rawTime) ? rawTime : undefined;
  const rawType = params.get('type') ?? 'all';
  const digitType = (['single', 'double', 'triple'].includes(rawType) ? rawType : 'all') as
    DigitType | 'all';
  const states = useStates();
  const stateInfo = states.data?.states.find((s) => s.code === state);
  const skips = useSkips({ state, mode, window: windowSize, drawTime });
  const data = skips.data;

  // Every control lives in the URL, so the table can be shared and survives a reload.
  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (!next.has('state')) next.set('state', state);
    setParams(next, { replace: true });
  };

  return (
    <Container component="main" id="main" size="md" px="sm" py="sm">
      <Seo
        title={t('skips.pick3SkipsTable', {
          stateName: stateName(state),
          game: stateGameName(state),
        })}
        description={t('skips.howManyDrawsSince', {
          stateName: stateName(state),
          game: stateGameName(state),
        })}
      />
      <PageHeader stateCode={state} freshness={stateInfo} />
      <Anchor component={Link} to={`/?state=${state}`} size="sm">
        {t('skips.backToTheAnalysis')}
      </Anchor>
      <Title order={2} size="h3" my="sm">
        {t('skips.skipsTable', {
          value: mode === 'box' ? t('skips.n220BoxNumbers') : t('skips.n1000StraightNumbers'),
        })}
      </Title>
      <Alert variant="light" color="blue" mb="sm" title={t('skips.skipsDoNotChange')}>
        <Text size="sm">
          {t('skips.everyNumberHasThe', {
            value:
              data && data.mode === mode
                ? chiSquareSentence(data.chiSquare, data.degreesOfFreedom, data.pValue)
                : '',
          })}
        </Text>
      </Alert>

      <Group gap="sm" align="flex-end" wrap="wrap" mb="sm">
        <NativeSelect
          label={t('skips.state')}
          data={stateOptions(states.data?.states)}
          value={state}
          onChange={(event) => setParam('state', event.currentTarget.value)}
          w={180}
        />
        <Stack gap={2}>
          <Text size="sm" fw={500} id="skips-mode-label">
            {t('skips.numbers')}
          </Text>
          <SegmentedControl
            aria-labelledby="skips-mode-label"
            value={mode}
            onChange={(value) => setParam('mode', value === 'straight' ? 'straight' : '')}
            data={[
              { value: 'box', label: t('skips.box220') },
              { value: 'straight', label: t('skips.straight1000') },
            ]}
          />
        </Stack>
        <NativeSelect
          label={t('skips.digitType')}
          data={TYPE_OPTIONS()}
          value={digitType}
          onChange={(event) =>
            setParam('type', event.currentTarget.value === 'all' ? '' : event.currentTarget.value)
          }
          w={140}
        />
        <NativeSelect
          label={t('skips.window')}
          data={WINDOW_OPTIONS()}
          value={windowSize === undefined ? 'all' : String(windowSize)}
          onChange={(event) =>
            setParam(
              'window',
              event.currentTarget.value === String(DEFAULT_WINDOW) ? '' : event.currentTarget.value,
            )
          }
          w={170}
        />
        <NativeSelect
          label={t('skips.drawTime')}
          data={DRAW_TIME_OPTIONS()}
          value={drawTime ?? ''}
          onChange={(event) => setParam('drawTime', event.currentTarget.value)}
          w={160}
        />
        {filterCount > 0 && (
          <Checkbox
            label={t('skips.applyTheMainPage', { filterCount })}
            checked={useNumberFilters}
            onChange={(event) => setUseNumberFilters(event.currentTarget.checked)}
          />
        )}
      </Group>

      {data && data.hole !== null && (
        <Alert variant="light" color="orange" mb="sm" role="note">
          <Text size="sm">{skipsHoleText(data.hole)}</Text>
        </Alert>
      )}
      {data ? (
        <SkipsTable
          rows={filterSkipRows(
            data.rows,
            digitType,
            useNumberFilters ? { filters: numberFilters, mode } : undefined,
          )}
          stateCode={state}
          windowSize={data.window}
          windowDraws={data.windowDraws}
          hasHole={data.hole !== null}
          height={tableHeight()}
        />
      ) : skips.isError ? (
        <ErrorPage onRetry={() => void skips.refetch()} />
      ) : (
        <LoadingScreen label={t('skips.loadingTheSkipsTable')} />
      )}
    </Container>
  );
}
