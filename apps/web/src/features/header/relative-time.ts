import { t } from '../../i18n/i18n.js';
import { formatDate } from '../../lib/format.js';

/**
 * The 'Last updated' text of the header (spec §2): Never, Just now, 1 min ago, N min ago,
 * 1 hour ago, N hours ago, then days ('3 days ago') and, past a month, the date. `updatedAt` is
 * epoch ms (0 or null when the data never reached us from its source).
 */
export function formatLastUpdated(updatedAt: number | null | undefined, now: number): string {
  if (!updatedAt) return t('header.updated.never');
  const minutes = Math.floor(Math.max(0, now - updatedAt) / 60_000);
  if (minutes < 1) return t('header.updated.justNow');
  if (minutes < 60) return t('header.updated.minutesAgo', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return t('header.updated.hoursAgo', { count: hours });
  const days = Math.floor(hours / 24);
  if (days <= 31) return t('header.updated.daysAgo', { count: days });
  return t('header.updated.onDate', {
    date: formatDate(new Date(updatedAt).toISOString().slice(0, 10)),
  });
}
