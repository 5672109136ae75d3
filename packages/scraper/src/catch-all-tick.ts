// The hourly catch-all: one tick ingests every selected source, once per slot across workers.
import { withAdvisoryLock } from '@pick3/db';
import { ingest } from './ingest.js';
import { logCatchAllTick } from './scheduler-log.js';
import {
  errorText,
  INGEST_LOCK_KEY,
  ranSince,
  type TickContext,
  type TickResult,
} from './scheduler-types.js';

/** Ingests every selected source for `slot` under the lock, unless another worker already did. */
async function ingestSlot(ctx: TickContext, slot: Date): Promise<TickResult> {
  const { ingestOptions, selected } = ctx;
  const outcome = await withAdvisoryLock(
    ingestOptions.db,
    INGEST_LOCK_KEY,
    async (): Promise<TickResult> => {
      // The runs table is the shared memory of the workers: a worker that got the lock after
      // another one finished this slot must not ingest it again.
      const ids = selected.map((source) => source.id);
      if (await ranSince(ctx, ids, slot.getTime() - ctx.skewMs)) {
        return { status: 'skipped', slot, reason: 'already-ran', trigger: 'cron' };
      }
      return {
        status: 'ran',
        slot,
        summary: await ingest({ ...ingestOptions, now: ingestOptions.now ?? slot }),
        trigger: 'cron',
      };
    },
  );
  return outcome.acquired && outcome.result !== undefined
    ? outcome.result
    : { status: 'skipped', slot, reason: 'locked', trigger: 'cron' };
}

/** Runs and logs one catch-all tick; a failure (the database unreachable) is its result, not a throw. */
export async function runCatchAllTick(ctx: TickContext, slot: Date): Promise<TickResult> {
  let result: TickResult;
  try {
    result = await ingestSlot(ctx, slot);
  } catch (error) {
    result = { status: 'failed', slot, error: errorText(error), trigger: 'cron' };
  }
  logCatchAllTick(ctx.logger, result);
  return result;
}
