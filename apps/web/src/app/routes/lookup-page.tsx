import { Anchor, Container, Group, NativeSelect, Text, Title } from '@mantine/core';
import { DRAW_TIMES, isDrawTimeCode, isKnownState, isStraight, stateName } from '@pick3/core';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ErrorPage } from '../../components/ErrorPage.js';
import { LoadingScreen } from '../../components/LoadingScreen.js';
import { Seo } from '../../components/Seo.js';
import { stateOptions, useStates } from '../../lib/get-states.js';
import { PageHeader } from '../PageHeader.js';
import { useNumberLookup } from '../../features/lookup/api/get-number-lookup.js';
import { NumberLookupView } from '../../features/lookup/components/NumberLookupView.js';
import { exportUrl } from '../../features/lookup/lookup-text.js';
import { useAppStore } from '../../stores/app-store.js';
import { t } from '../../i18n/i18n.js';
import { drawTimeLabel } from '../../lib/play-draw.js';

const DRAW_TIME_OPTIONS = () => [
  { value: '', label: t('lookup.allDrawTimes') },
  ...DRAW_TIMES.map((code) => ({ value: code, label: drawTimeLabel(code) })),
];

/** /lookup/:number?state=XX[&drawTime=EVE]: every hit of a number and its box, with its skips. */
export default function LookupPage() {
  const { number = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const storeState = useAppStore((s) => s.defaultState);
  const queryState = params.get('state')?.toUpperCase() ?? '';
  const state = isKnownState(queryState) ? queryState : storeState;
  const rawTime = params.get('drawTime')?.toUpperCase() ?? '';
  const drawTime = isDrawTimeCode(rawTime) ? rawTime : undefined;
  const valid = isStraight(number);
  const states = useStates();
  const stateInfo = states.data?.states.find((s) => s.code === state);
  const lookup = useNumberLookup({ state, number, drawTime }, valid);
  const data = lookup.data;

  // No bounds: the export sends the whole stored history.
  const range = { drawTime };

  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  const title = valid
    ? t('lookup.inEveryHitAnd', { number, stateName: stateName(state) })
    : t('lookup.numberLookup');
  return (
    <Container component="main" id="main" size="md" px="sm" py="sm">
      <Seo
        title={t('lookup.pick3Analysis', { title })}
        description={t('lookup.whenWasDrawnIn', {
          value: valid ? number : t('lookup.aPick3Number'),
          stateName: stateName(state),
        })}
      />
      <PageHeader stateCode={state} freshness={stateInfo} />
      {/* The header already links the skips table. */}
      <Anchor component={Link} to={`/?state=${state}`} size="sm">
        {t('lookup.backToTheAnalysis')}
      </Anchor>
      {valid ? (
        <Anchor component={Link} to={`/check?state=${state}&number=${number}`} size="sm" ml="md">
          {t('lookup.checkWins')}
        </Anchor>
      ) : null}
      {' · '}
      <Anchor component={Link} to={`/results/${state}`} size="sm">
        {t('results.resultsLink')}
      </Anchor>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      <Group gap="sm" align="flex-end" wrap="wrap" mb="sm">
        <NativeSelect
          label={t('lookup.state')}
          data={stateOptions(states.data?.states)}
          value={state}
          onChange={(event) => setParam('state', event.currentTarget.value)}
          w={180}
        />
        <NativeSelect
          label={t('lookup.drawTime')}
          data={DRAW_TIME_OPTIONS()}
          value={drawTime ?? ''}
          onChange={(event) => setParam('drawTime', event.currentTarget.value)}
          w={160}
        />
      </Group>

      {!valid ? (
        <Text role="alert">{t('lookup.ldquoRdquoIsNot', { number })}</Text>
      ) : data ? (
        <NumberLookupView
          lookup={data}
          drawTimeLabel={drawTime ? drawTimeLabel(drawTime) : undefined}
        />
      ) : lookup.isError ? (
        <ErrorPage onRetry={() => void lookup.refetch()} />
      ) : (
        <LoadingScreen label={t('lookup.lookingUp', { number })} />
      )}

      <Text size="sm" mt="md">
        {t('lookup.downloadAllStored')} {stateName(state)} {t('lookup.draws')}
        {drawTime ? ` (${drawTimeLabel(drawTime)})` : ''}:{' '}
        <Anchor href={exportUrl(state, 'csv', range)} download>
          {t('lookup.csv')}
        </Anchor>{' '}
        ·{' '}
        <Anchor href={exportUrl(state, 'json', range)} download>
          {t('lookup.json')}
        </Anchor>
      </Text>
    </Container>
  );
}
