import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { stateName } from '@pick3/core';
import { stateOptions, useStates } from '../../../lib/get-states.js';
import type { AlertMode, TrackedEntry } from '../api/aert.js';
import {
  addTrackedEntry,
  entriesByState,
  MAX_TRACKED_ENTRIES,
  removeTrackedEntry,
} from '../alert-rules.js';
import { t } from '../../../i18n/i18n.js';

export interface TrackedNumbersPanelProps {
  entries: TrackedEntry[];
  defaultState: string;
  saving: boolean;
  onChange: (entries: TrackedEntry[]) => void;
}

/** The numbers alerts watch, per state, each as a box or a straight. */
export function TrackedNumbersPanel({
  entries,
  defaultState,
  saving,
  onChange,
}: TrackedNumbersPanelProps) {
  const states = useStates();
  const [state, setState] = useState(defaultState);
  const [number, setNumber] = useState('');
  const [mode, setMode] = useState<AlertMode>('box');
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    const result = addTrackedEntry(entries, state, number, mode);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    setNumber('');
    onChange(result.entries);
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="alerts-tracked">
      <Title order={2} size="h4" id="alerts-tracked">
        {t('alerts.trackedNumbers')}
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <Group align="flex-end" gap="xs" wrap="wrap">
          <NativeSelect
            label={t('alerts.state')}
            value={state}
            onChange={(event) => setState(event.currentTarget.value)}
            data={stateOptions(states.data?.states)}
          />
          <TextInput
            label={t('alerts.number')}
            placeholder="123"
            inputMode="numeric"
            maxLength={3}
            w="6rem"
            value={number}
            error={error}
            onChange={(event) => setNumber(event.currentTarget.value.replace(/\D/g, ''))}
          />
          <SegmentedControl
            aria-label={t('alerts.play')}
            value={mode}
            onChange={(value) => setMode(value as AlertMode)}
            data={[
              { value: 'box', label: 'Box' },
              { value: 'straight', label: 'Straight' },
            ]}
          />
          <Button type="submit" loading={saving}>
            {t('alerts.trackNumber')}
          </Button>
        </Group>
      </form>
      <Text size="xs" c="dimmed">
        {t('alerts.ofNumbersTracked', { entriesCount: entries.length, MAX_TRACKED_ENTRIES })}
      </Text>
      {entries.length === 0 ? (
        <Text size="sm">{t('alerts.noNumbersTrackedYet')}</Text>
      ) : (
        entriesByState(entries).map(([code, list]) => (
          <div key={code}>
            <Text fw={600} size="sm">
              {stateName(code)}
            </Text>
            <Group
              gap="xs"
              component="ul"
              aria-label={t('alerts.trackedIn', { stateName: stateName(code) })}
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {list.map((entry) => (
                <Group component="li" key={`${entry.number}-${entry.mode}`} gap={4} wrap="nowrap">
                  <Text size="sm" ff="monospace">
                    {entry.number} {entry.mode === 'box' ? 'Box' : 'Straight'}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    disabled={saving}
                    aria-label={t('alerts.stopTrackingIn', {
                      number: entry.number,
                      mode: entry.mode,
                      stateName: stateName(code),
                    })}
                    onClick={() => onChange(removeTrackedEntry(entries, entry))}
                  >
                    ×
                  </ActionIcon>
                </Group>
              ))}
            </Group>
          </div>
        ))
      )}
    </Stack>
  );
}
