import { memo } from 'react';
import { Checkbox, Group, NativeSelect } from '@mantine/core';
import { FALLBACK_STATE, useAppStore } from '../../../stores/app-store.js';
import { useHomeView, useSetHomeView } from '../../../stores/home-view.js';
import { stateOptions, useStates } from '../../../lib/get-states.js';
import { t } from '../../../i18n/i18n.js';

/** Country, state and "Set as my default": re-renders only when the state choice changes. */
export const StateControls = memo(function StateControls() {
  const currentState = useHomeView((v) => v.currentState);
  const setView = useSetHomeView();
  const defaultState = useAppStore((s) => s.defaultState);
  const setDefaultState = useAppStore((s) => s.setDefaultState);
  const states = useStates();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <NativeSelect label={t('controls.country')} data={[t('controls.unitedStates')]} w={160} />
      <NativeSelect
        label={t('controls.state')}
        data={stateOptions(states.data?.states)}
        value={currentState}
        onChange={(event) => setView({ currentState: event.currentTarget.value })}
        w={180}
      />
      <Checkbox
        label={t('controls.setAsMyDefault')}
        checked={currentState === defaultState}
        onChange={(event) =>
          setDefaultState(event.currentTarget.checked ? currentState : FALLBACK_STATE)
        }
        mb={8}
      />
    </Group>
  );
});
