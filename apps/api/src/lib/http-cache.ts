// Conditional requests and content negotiation for responses the API caches itself (the analysis).

/** The compressed codings the API sends (identity aside). */
export type ContentCoding = 'br' | 'gzip';

/**
 * The coding to send: brotli when accepted, else gzip, else none (identity). `q=0` refuses a coding.
 * @example negotiateCoding('gzip, deflate, br') // 'br'
 */
export function negotiateCoding(
  acceptEncoding: string | string[] | undefined,
): ContentCoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (name !== '') accepted.set(name, Number.isFinite(q) ? q : 0);
  }
  const wildcard = accepted.get('*');
  const allowed = (coding: ContentCoding) => (accepted.get(coding) ?? wildcard ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return undefined;
}

/**
 * Whether If-None-Match names the entity (weak comparison, as RFC 9110 prescribes for it). The
 * per-coding suffixes (`-gzip`, `-br`) name the same entity in another coding.
 */
export function ifNoneMatchHits(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '').slice(1, -1);
  for (const candidate of ifNoneMatch.split(',')) {
    const value = candidate
      .trim()
      .replace(/^W\//, '')
      .replace(/^"|"$/g, '')
      .replace(/-(gzip|br)$/, '');
    if (value === opaque) return true;
  }
  return false;
}
