import { useMemo } from 'react';
import { Modal } from '@mantine/core';
import { poolBacktest, trackerSessionId } from '@pick3/core';
import { useExpectedResults } from '../api/get-expected-results.js';
import { usePoolHistory } from '../api/get-pool-history.js';
import { useUpdateResults } from '../api/update-results.js';
import { PoolBacktestSection } from './PoolBacktestSection.js';
import { TrackerContent } from './TrackerContent.js';
import { t } from '../../../i18n/i18n.js';

export interface PoolTrackerModalProps {
  isOpen: boolean;
  onClose(): void;
  removedNumbers: readonly string[];
  remainingNumbers: readonly string[];
  /** The pool's name, e.g. 'Pool 1,1'; it also selects the tracker session. */
  poolType: string;
}

export function PoolTrackerModal({
  isOpen,
  onClose,
  removedNumbers,
  remainingNumbers,
  poolType,
}: PoolTrackerModalProps) {
  const sessionId = trackerSessionId(poolType);
  const results = useExpectedResults(isOpen ? sessionId : null);
  const update = useUpdateResults(sessionId);
  const history = usePoolHistory(isOpen);
  const backtest = useMemo(
    () => (history.data === undefined ? undefined : poolBacktest(history.data, poolType)),
    [history.data, poolType],
  );
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={t('tracker.poolTracker', { poolType })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('tracker.closeTracker') }}
    >
      <TrackerContent
        removedNumbers={removedNumbers}
        remainingNumbers={remainingNumbers}
        results={results.data}
        loading={results.isPending && results.fetchStatus !== 'idle'}
        updating={update.isPending}
        onUpdate={() => update.mutate()}
        backtest={
          <PoolBacktestSection
            result={backtest}
            loading={history.isPending}
            error={history.isError ? history.error.message : null}
          />
        }
      />
    </Modal>
  );
}
