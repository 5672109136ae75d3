// Past alerts show where each went without printing the whole address on a screen others may see.

/** 'dana@example.com' → 'd***@example.com'; '+15551234567' → '***4567'. */
export function maskRecipient(channel: 'email' | 'sms', recipient: string): string {
  if (channel === 'sms') return `***${recipient.slice(-4)}`;
  const at = recipient.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${recipient[0]}***${recipient.slice(at)}`;
}
