import { useState, type CSSProperties, type FormEvent } from 'react';
import {
  Anchor,
  Button,
  Checkbox,
  Container,
  Group,
  NativeSelect,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { currentDrawTimes, isKnownState, playTypesOf, stakesOf, stateName } from '@pick3/core';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorPage } from '../../components/ErrorPage.js';
import { LoadingScreen } from '../../components/LoadingScreen.js';
import { Seo } from '../../components/Seo.js';
import { stateOptions, useStates } from '../../lib/get-states.js';
import { ApiError } from '../../lib/api-client.js';
import { formatCurrency } from '../../lib/format.js';
import { PageHeader } from '../PageHeader.js';
import { useCheckNumbers } from '../../features/check-numbers/api/get-check-numbers.js';
import { CheckResults } from '../../features/check-numbers/components/CheckResults.js';
import {
  checkInput,
  isPlayType,
  serverCheckError,
  type CheckErrors,
  type CheckField,
  type CheckInput,
} from '../../features/check-numbers/check-form.js';
import { useAppStore } from '../../stores/app-store.js';
import { t } from '../../i18n/i18n.js';

function inputFromParams(params: URLSearchParams, fallbackState: string): CheckInput {
  const queryState = params.get('state')?.toUpperCase() ?? '';
  return {
    state: isKnownState(queryState) ? queryState : fallbackState,
    number: params.get('number') ?? '',
    type: params.get('type') ?? 'straight',
    stake: params.get('stake') ?? '1',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    drawTimes: params.get('drawTimes') ?? '',
  };
}

/** The draw times ticked: those named in the input, else every draw time the state holds. */
function tickedDrawTimes(input: CheckInput): string[] {
  const held = currentDrawTimes(input.state);
  const named = input.drawTimes.split(',').filter((code) => held.some((h) => h === code));
  return named.length > 0 || input.drawTimes !== '' ? named : held;
}

/** The form's choices always offered by the state: its play types and that type's stakes. */
function offered(input: CheckInput): CheckInput {
  const types = playTypesOf(input.state);
  const type = isPlayType(input.type) && types.includes(input.type) ? input.type : 'straight';
  const stakes = stakesOf(input.state, type);
  const stake = stakes.includes(Number(input.stake)) ? input.stake : String(stakes.at(-1));
  return { ...input, type, stake };
}

/** The stakes of the form's play type (of a straight while the type is not one the state offers). */
function stakeOptions(input: CheckInput) {
  const types = playTypesOf(input.state);
  const type = isPlayType(input.type) && types.includes(input.type) ? input.type : 'straight';
  return stakesOf(input.state, type).map((stake) => ({
    value: String(stake),
    label: formatCurrency(stake),
  }));
}

/**
 * /check?state=XX&number=123&type=box&stake=1[&from=…&to=…]: every draw of the stored history a
 * play would have won, with its prize, the totals and what chance gives back on average.
 */
export default function CheckPage() {
  const [params, setParams] = useSearchParams();
  const storeState = useAppStore((s) => s.defaultState);
  const submitted = inputFromParams(params, storeState);
  const asked = params.has('number');
  const [form, setForm] = useState<CheckInput>(() => (asked ? submitted : offered(submitted)));
  const states = useStates();
  const stateInfo = states.data?.states.find((s) => s.code === form.state);

  const checked = asked ? checkInput(submitted) : null;
  const query = useCheckNumbers(
    checked?.play
      ? {
          state: submitted.state,
          ...checked.play,
          from: submitted.from || undefined,
          to: submitted.to || undefined,
          drawTimes: submitted.drawTimes || undefined,
        }
      : null,
  );
  const serverErrors =
    query.error instanceof ApiError && query.error.status === 400
      ? serverCheckError(query.error.body)
      : null;
  const errors: CheckErrors = checked?.errors ?? serverErrors ?? {};
  const errorOf = (field: CheckField) => {
    const key = errors[field];
    return key
      ? t(`checkNumbers.errors.${key}`, { stateName: stateName(submitted.state) })
      : undefined;
  };

  const change = (patch: Partial<CheckInput>) => setForm((f) => offered({ ...f, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    // Every draw time the state holds is the default: the address names only a narrower choice.
    const ticked = tickedDrawTimes(form);
    const all = ticked.length === currentDrawTimes(form.state).length;
    for (const [key, value] of Object.entries({
      ...form,
      drawTimes: all ? '' : ticked.length === 0 ? ',' : ticked.join(','),
    }))
      if (value) next.set(key, value.trim());
    setParams(next, { replace: true });
  };

  return (
    <Container component="main" id="main" size="md" px="sm" py="sm">
      <Seo
        title={t('checkNumbers.seoTitle', { stateName: stateName(form.state) })}
        description={t('checkNumbers.seoDescription', { stateName: stateName(form.state) })}
      />
      <PageHeader stateCode={form.state} freshness={stateInfo} />
      <Anchor component={Link} to={`/?state=${form.state}`} size="sm">
        {t('checkNumbers.backToTheAnalysis')}
      </Anchor>
      <Title order={2} size="h3" mb="xs">
        {t('checkNumbers.title')}
      </Title>
      <Text size="sm" mb="sm">
        {t('checkNumbers.intro')}
      </Text>
      {/* Mantine's error red (#fa5252) is 3.3:1 on white; red.9 reads at AA. */}
      <form
        onSubmit={submit}
        noValidate
        aria-label={t('checkNumbers.title')}
        style={{ '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties}
      >
        <Group gap="sm" align="flex-start" wrap="wrap">
          <NativeSelect
            label={t('checkNumbers.state')}
            data={stateOptions(states.data?.states)}
            value={form.state}
            onChange={(event) => change({ state: event.currentTarget.value })}
            w={180}
          />
          <TextInput
            label={t('checkNumbers.number')}
            value={form.number}
            onChange={(event) => change({ number: event.currentTarget.value })}
            inputMode="numeric"
            maxLength={5}
            error={errorOf('number')}
            w={120}
          />
          <NativeSelect
            label={t('checkNumbers.playType')}
            data={playTypesOf(form.state).map((type) => ({
              value: type,
              label: t(`checkNumbers.types.${type}`),
            }))}
            value={form.type}
            onChange={(event) => change({ type: event.currentTarget.value })}
            error={errorOf('type')}
            w={200}
          />
          <NativeSelect
            label={t('checkNumbers.stake')}
            data={stakeOptions(form)}
            value={form.stake}
            onChange={(event) => change({ stake: event.currentTarget.value })}
            error={errorOf('stake')}
            w={120}
          />
          <TextInput
            type="date"
            label={t('checkNumbers.from')}
            description={t('checkNumbers.fromHint')}
            value={form.from}
            onChange={(event) => change({ from: event.currentTarget.value })}
            error={errorOf('from')}
            w={170}
          />
          <TextInput
            type="date"
            label={t('checkNumbers.to')}
            description={t('checkNumbers.toHint')}
            value={form.to}
            onChange={(event) => change({ to: event.currentTarget.value })}
            error={errorOf('to')}
            w={170}
          />
        </Group>
        <Checkbox.Group
          mt="sm"
          label={t('checkNumbers.drawTimesPlayed')}
          description={t('checkNumbers.drawTimesHint')}
          value={tickedDrawTimes(form)}
          onChange={(codes) =>
            // None ticked stays a choice of its own (refused), not the default of all.
            change({ drawTimes: codes.length === 0 ? ',' : codes.join(',') })
          }
          error={errorOf('drawTimes')}
        >
          <Group gap="md" mt={4}>
            {currentDrawTimes(form.state).map((code) => (
              <Checkbox key={code} value={code} label={t(`checkNumbers.drawTimes.${code}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Text size="xs" c="dimmed" mt={4}>
          {t('checkNumbers.pairHint')}
        </Text>
        <Button type="submit" mt="sm">
          {t('checkNumbers.check')}
        </Button>
      </form>

      {!checked?.play ? null : query.data ? (
        <CheckResults result={query.data} />
      ) : query.isError ? (
        serverErrors ? null : (
          <ErrorPage onRetry={() => void query.refetch()} />
        )
      ) : (
        <LoadingScreen label={t('checkNumbers.checking')} />
      )}
    </Container>
  );
}
