import type { FirstView } from '@pick3/contract';
import { firstViewKeys } from './first-view-keys.js';
import { seedFirstView } from '../lib/first-view.js';
import { queryClient } from '../lib/query-client.js';

/**
 * Files the answers the server inlined for the first screen (lib/first-view.ts readFirstView) into
 * the app's query cache, so the first render reads them instead of asking the API.
 */
export function seedFirstViewAnswers(firstView: FirstView): void {
  seedFirstView(queryClient, firstView, firstViewKeys(firstView));
}
