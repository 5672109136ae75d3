/**
 * The 'Last updated' text of the header (spec §2): Never, Just now, 1 min ago, N min ago,
 * 1 hour ago, N hours ago. `updatedAt` is epoch ms (0 or null when the data never loaded).
 */
export function formatLastUpdated(updatedAt: number | null | undefined, now: number): string {
  if (!updatedAt) return 'Never';
  const minutes = Math.floor(Math.max(0, now - updatedAt) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes === 1) return '1 min ago';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
}
