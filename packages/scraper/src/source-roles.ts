import { outlastedDrawCycle } from '@pick3/core';
import type { Source } from './sources/source.types.js';

/**
 * What a source does in a run:
 * - `primary`: its draws are stored (every official source; an aggregate for a state without one);
 * - `witness`: an aggregate beside a healthy official source: its reports confirm or dispute the
 *   stored draws and add none;
 * - `handover`: an aggregate whose state's official sources have all failed for longer than one draw
 *   cycle: it stores draws until an official source answers again (whose value then wins).
 */
export type SourceRole = 'primary' | 'witness' | 'handover';

/** A source's failures, as its ingest runs record them. */
export interface SourceFailure {
  source: string;
  /** When the failures since its last success began; null when its latest run succeeded. */
  failingSince: Date | null;
}

/**
 * The role of each selected source (by id), against the official sources of the registry (`all`)
 * that run by default: a run of the aggregate alone still leaves a healthy official source first.
 * An official source that has never run counts as healthy: nothing shows it fails yet.
 */
export function sourceRoles(
  selected: readonly Source[],
  all: readonly Source[],
  failures: readonly SourceFailure[],
  now: Date,
): Map<string, SourceRole> {
  const failingSince = new Map(failures.map((f) => [f.source, f.failingSince]));
  const roles = new Map<string, SourceRole>();
  for (const source of selected) {
    if (source.kind === 'official') {
      roles.set(source.id, 'primary');
      continue;
    }
    const officials = all.filter(
      (s) => s.state === source.state && s.kind === 'official' && s.defaultEnabled,
    );
    if (officials.length === 0) {
      roles.set(source.id, 'primary');
      continue;
    }
    const allDown = officials.every((official) => {
      const since = failingSince.get(official.id) ?? null;
      return since !== null && outlastedDrawCycle(source.state, since, now);
    });
    roles.set(source.id, allDown ? 'handover' : 'witness');
  }
  return roles;
}
