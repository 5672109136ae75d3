import { Modal } from '@mantine/core';
import { trackerSessionId } from '@pick3/core';
import { useExpectedResults } from '../api/get-expected-results.js';
import { useUpdateResults } from '../api/update-results.js';
import { TrackerContent } from './TrackerContent.js';

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
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={`${poolType} - Pool Tracker`}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close tracker' }}
    >
      <TrackerContent
        removedNumbers={removedNumbers}
        remainingNumbers={remainingNumbers}
        results={results.data}
        loading={results.isPending && results.fetchStatus !== 'idle'}
        updating={update.isPending}
        onUpdate={() => update.mutate()}
      />
    </Modal>
  );
}
