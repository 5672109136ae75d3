import { firstViewKeys } from './first-view-keys.js';
import { readFirstView, seedFirstView } from '../lib/first-view.js';
import { queryClient } from '../lib/query-client.js';

/**
 * Files the answers the server inlined for the first screen into the app's query cache, so the
 * first render reads them instead of asking the API. Nothing happens when the page has none.
 */
export function seedFromPage(): void {
  const firstView = readFirstView();
  if (firstView) seedFirstView(queryClient, firstView, firstViewKeys(firstView));
}
