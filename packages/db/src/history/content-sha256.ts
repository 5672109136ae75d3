import { createHash } from 'node:crypto';

/** sha256 (hex) of a file's bytes: what a `bundled:<file>` run records as its content. */
export function contentSha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
