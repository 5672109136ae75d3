// The window limits of the analysis (spec §9), apart from the analysis itself: the web's first
// screen checks a typed limit against them without loading the analysis code.

/**
 * Largest draw limit (the option labelled "All draws").
 *
 * @example
 * ```ts
 * import { MAX_LIMIT } from '@pick3/core';
 * MAX_LIMIT; // 730
 * ```
 */
export const MAX_LIMIT = 730;

/**
 * Largest window: the most recent draws per state that are stored and analysed.
 *
 * @example
 * ```ts
 * import { MAX_WINDOW_SIZE } from '@pick3/core';
 * MAX_WINDOW_SIZE; // 1500
 * ```
 */
export const MAX_WINDOW_SIZE = 1500;
