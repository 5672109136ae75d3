// Conditional requests and content negotiation for responses the API caches itself (the analysis),
// through the libraries Express and compression use: negotiator reads Accept-Encoding, fresh reads
// If-None-Match.
import fresh from 'fresh';
import Negotiator from 'negotiator';

/** The compressed codings the API sends (identity aside). */
export type ContentCoding = 'br' | 'gzip';

const CODINGS: readonly ContentCoding[] = ['br', 'gzip'];

/** @types/negotiator 0.6 predates negotiator 1's `preferred` option (the server's tie-break). */
type EncodingsWithPreference = (
  available: readonly string[],
  options: { preferred: readonly string[] },
) => string[];

/**
 * The coding to send: the client's most wanted of brotli and gzip (brotli on a tie), else none
 * (identity). `q=0` refuses a coding; `*` accepts any not named.
 * @example negotiateCoding('gzip, deflate, br') // 'br'
 */
export function negotiateCoding(
  acceptEncoding: string | string[] | undefined,
): ContentCoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } });
  const encodings = negotiator.encodings.bind(negotiator) as unknown as EncodingsWithPreference;
  const [best] = encodings(CODINGS, { preferred: CODINGS });
  return CODINGS.find((coding) => coding === best);
}

/**
 * Whether If-None-Match names the entity (weak comparison, as RFC 9110 prescribes for it). The
 * per-coding suffixes (`-gzip`, `-br`) name the same entity in another coding, so each variant's
 * tag is tried.
 */
export function ifNoneMatchHits(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = etag.replace(/^W\//, '').slice(1, -1);
  return ['', ...CODINGS.map((coding) => `-${coding}`)].some((suffix) =>
    fresh({ 'if-none-match': ifNoneMatch }, { etag: `"${opaque}${suffix}"` }),
  );
}
