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
import { useForm } from '@mantine/form';
import { stateName } from '@pick3/core';
import { stateOptions, useStates } from '../../../lib/get-states.js';
import type { AlertMode, TrackedEntry } from '../api/alert-settings.js';
import {
  addTrackedEntry,
  entriesByState,
  MAX_TRACKED_ENTRIES,
  removeTrackedEntry,
} from '../alert-rules.js';
import { t } from '../../../i18n/i18n.js';
import { ClientForm } from '../../../components/ClientForm.js';

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
  // The shared alert rules check an entry; its message shows under Number, and stays until the
  // next try (typing does not clear it).
  const form = useForm({
    initialValues: { state: defaultState, number: '', mode: 'box' as AlertMode },
    clearInputErrorOnChange: false,
    validate: (values) => {
      const result = addTrackedEntry(entries, values.state, values.number, values.mode);
      return result.ok ? {} : { number: result.message };
    },
  });

  const add = form.onSubmit((values) => {
    const result = addTrackedEntry(entries, values.state, values.number, values.mode);
    if (!result.ok) return;
    form.setFieldValue('number', '');
    onChange(result.entries);
  });

  return (
    <Stack gap="xs" component="section" aria-labelledby="alerts-tracked">
      <Title order={2} size="h4" id="alerts-tracked">
        {t('alerts.trackedNumbers')}
      </Title>
      <ClientForm onSubmit={add}>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <NativeSelect
            label={t('alerts.state')}
            {...form.getInputProps('state')}
            data={stateOptions(states.data?.states)}
          />
          <TextInput
            label={t('alerts.number')}
            placeholder="123"
            inputMode="numeric"
            maxLength={3}
            w="6rem"
            {...form.getInputProps('number')}
            onChange={(event) =>
              form.setFieldValue('number', event.currentTarget.value.replace(/\D/g, ''))
            }
          />
          <SegmentedControl
            aria-label={t('alerts.play')}
            value={form.values.mode}
            onChange={(value) => form.setFieldValue('mode', value as AlertMode)}
            data={[
              { value: 'box', label: 'Box' },
              { value: 'straight', label: 'Straight' },
            ]}
          />
          <Button type="submit" loading={saving}>
            {t('alerts.trackNumber')}
          </Button>
        </Group>
      </ClientForm>
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
