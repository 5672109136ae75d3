/**
 * The 'Last updated' text of the header (spec §2): Never, Just now, 1 min ago, N min ago,
 * 1 hour ago, N hours ago, then days ('3 days ago') and, past a month, the date. `updatedAt` is
 * epoch ms (0 or null when the data never reached us from its source).
 */
export function formatLastUpdated(updatedAt: number | null | undefined, now: number): string {
  if (!updatedAt) return 'Never';
  const minutes = Math.floor(Math.max(0, now - updatedAt) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes === 1) return '1 min ago';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  if (days <= 31) return `${days} days ago`;
  const date = new Date(updatedAt);
  return `on ${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`;
}
