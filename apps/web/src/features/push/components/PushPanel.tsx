import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Group, Loader, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { currentDrawTimes, stateName, type DrawTimeCode } from '@pick3/core';
import { drawTimeWord } from '../../../lib/play-draw.js';
import { activeLanguage, t } from '../../../i18n/i18n.js';
import '../push-messages.js';
import {
  findPushSubscription,
  getPushKey,
  putPushSubscription,
  unsubscribePush,
  type PushTopics,
} from '../push-api.js';
import {
  currentSubscription,
  PushSetupError,
  pushSupported,
  subscribeDevice,
  type PushProblem,
} from '../push-device.js';

type Status =
  | { kind: 'checking' }
  | { kind: 'off' }
  | { kind: 'on'; endpoint: string }
  | { kind: 'problem'; problem: PushProblem | 'server' };

/** What stopped push, in a player's words. */
function problemText(problem: PushProblem | 'server'): string {
  switch (problem) {
    case 'unsupported':
      return t('push.unsupported');
    case 'noWorker':
      return t('push.noWorker');
    case 'denied':
      return t('push.denied');
    case 'pushService':
      return t('push.pushService');
    case 'timeout':
      return t('push.timeout');
    case 'server':
      return t('push.serverError');
  }
}

/** What a new subscription asks for: the results of the state on screen at all its draw times. */
function defaultTopics(state: string): PushTopics {
  return { states: [state], drawTimes: currentDrawTimes(state), hits: true, pool: false };
}

/**
 * Web Push on this device (issue 25 item 6): the browser's permission prompt, its push
 * subscription, and what it is told (results of the state on screen at its draw times, a tracked
 * number's hit, a settled pool play). For visitors and signed-in players alike. When the browser's
 * push service cannot be reached the panel says so, instead of pretending it worked.
 */
export function PushPanel({ state }: { state: string }) {
  const [status, setStatus] = useState<Status>({ kind: 'checking' });
  const [topics, setTopics] = useState<PushTopics>(() => defaultTopics(state));
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  // What this device is already subscribed to, as the server stored it.
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      if (!pushSupported()) {
        if (!cancelled) setStatus({ kind: 'problem', problem: 'unsupported' });
        return;
      }
      try {
        const subscription = await currentSubscription();
        if (subscription === null) {
          if (!cancelled) setStatus({ kind: 'off' });
          return;
        }
        const stored = await findPushSubscription(subscription.endpoint);
        if (cancelled) return;
        setTopics({
          states: stored.states,
          drawTimes: stored.drawTimes,
          hits: stored.hits,
          pool: stored.pool,
        });
        setStatus({ kind: 'on', endpoint: stored.endpoint });
      } catch {
        // Not stored on this server (404), or unreadable: offer to turn push on again.
        if (!cancelled) setStatus({ kind: 'off' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  const resultsOn = topics.states.includes(state);
  const offered = currentDrawTimes(state);
  const nothingChosen = topics.states.length === 0 && !topics.hits && !topics.pool;

  const save = async () => {
    setBusy(true);
    setSaved(false);
    try {
      let subscription;
      try {
        const { publicKey } = await getPushKey();
        subscription = await subscribeDevice(publicKey);
      } catch (error) {
        setStatus({
          kind: 'problem',
          problem: error instanceof PushSetupError ? error.problem : 'server',
        });
        return;
      }
      const stored = await putPushSubscription({
        subscription,
        language: activeLanguage(),
        ...topics,
      });
      setStatus({ kind: 'on', endpoint: stored.endpoint });
      setSaved(true);
    } catch {
      setStatus({ kind: 'problem', problem: 'server' });
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async (endpoint: string) => {
    setBusy(true);
    setSaved(false);
    try {
      const subscription = await currentSubscription();
      await subscription?.unsubscribe();
      await unsubscribePush(endpoint);
      setStatus({ kind: 'off' });
    } catch {
      setStatus({ kind: 'problem', problem: 'server' });
    } finally {
      setBusy(false);
    }
  };

  const toggleDrawTime = (code: DrawTimeCode, on: boolean) =>
    setTopics((current) => ({
      ...current,
      drawTimes: on
        ? offered.filter((c) => c === code || current.drawTimes.includes(c))
        : current.drawTimes.filter((c) => c !== code),
    }));

  return (
    <Stack gap="xs" component="section" aria-labelledby="push-alerts">
      <Title order={2} size="h4" id="push-alerts">
        {t('push.title')}
      </Title>
      <Text size="sm">{t('push.intro')}</Text>
      {status.kind === 'checking' ? (
        // role=status: axe allows a label only on an element with a role, and this one is a live state.
        <Loader size="sm" role="status" aria-label={t('push.checking')} />
      ) : (
        <>
          <Checkbox
            label={t('push.resultsIn', { stateName: stateName(state) })}
            checked={resultsOn}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              setTopics((current) => ({
                ...current,
                states: on
                  ? [...current.states.filter((s) => s !== state), state]
                  : current.states.filter((s) => s !== state),
              }));
            }}
          />
          {resultsOn && (
            <Checkbox.Group
              label={t('push.drawTimes')}
              value={topics.drawTimes.filter((c) => offered.includes(c))}
            >
              <Group gap="md" mt={4}>
                {offered.map((code) => (
                  <Checkbox
                    key={code}
                    value={code}
                    label={drawTimeWord(state, code)}
                    onChange={(event) => toggleDrawTime(code, event.currentTarget.checked)}
                  />
                ))}
              </Group>
            </Checkbox.Group>
          )}
          <Checkbox
            label={t('push.hits')}
            checked={topics.hits}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              setTopics((current) => ({ ...current, hits: on }));
            }}
          />
          <Checkbox
            label={t('push.pool')}
            checked={topics.pool}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              setTopics((current) => ({ ...current, pool: on }));
            }}
          />
          {nothingChosen && (
            <Text size="sm" c="dimmed">
              {t('push.chooseSomething')}
            </Text>
          )}
          <Group gap="xs">
            <Button onClick={() => void save()} loading={busy} disabled={nothingChosen}>
              {status.kind === 'on' ? t('push.save') : t('push.turnOn')}
            </Button>
            {status.kind === 'on' && (
              <Button
                variant="light"
                color="red"
                disabled={busy}
                onClick={() => void turnOff(status.endpoint)}
              >
                {t('push.turnOff')}
              </Button>
            )}
          </Group>
          {status.kind === 'on' && (
            <Text size="sm" role="status">
              {saved ? t('push.saved') : t('push.on')}
            </Text>
          )}
          {status.kind === 'off' && (
            <Text size="sm" c="dimmed">
              {t('push.off')}
            </Text>
          )}
          {status.kind === 'problem' && (
            <Alert color="orange" role="alert" p="xs">
              {problemText(status.problem)}
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}
