// A JSON answer serialized once and kept with its strong ETag and (lazily) its gzip/brotli bytes, so
// serving it again costs no serialization and no compression. The analysis and the states list use it.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatchHits, negotiateCoding, type ContentCoding } from './http-cache.js';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export class CachedJson {
  readonly #compressed = new Map<ContentCoding, Promise<Buffer>>();

  constructor(
    /** The JSON text as UTF-8, exactly what is sent (no re-encoding per request). */
    readonly bytes: Buffer,
    /** Strong ETag of the identity representation, quoted. */
    readonly etag: string,
  ) {}

  /** Serializes `value` once, with an ETag from its bytes. */
  static of(value: unknown): CachedJson {
    const json = JSON.stringify(value);
    return new CachedJson(
      Buffer.from(json),
      `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`,
    );
  }

  /** The JSON compressed with `coding`, computed once (off the event loop) and kept. */
  compressed(coding: ContentCoding): Promise<Buffer> {
    let bytes = this.#compressed.get(coding);
    if (bytes === undefined) {
      bytes =
        coding === 'br'
          ? brotliAsync(this.bytes, {
              params: {
                [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                // Done once per entry, so a better ratio than per-response compression can afford.
                [zlib.BROTLI_PARAM_QUALITY]: 7,
                [zlib.BROTLI_PARAM_SIZE_HINT]: this.bytes.length,
              },
            })
          : gzipAsync(this.bytes, { level: 6 });
      this.#compressed.set(coding, bytes);
    }
    return bytes;
  }

  /** ETag of a compressed representation: distinct from the identity one, as strong ETags must be. */
  etagFor(coding: ContentCoding | undefined): string {
    return coding === undefined ? this.etag : `${this.etag.slice(0, -1)}-${coding}"`;
  }

  /**
   * Sends it as the request's client accepts it (304 on a matching If-None-Match), past the route's
   * schema serializer: the bytes were made from a value of the same shape. Headers such as
   * Cache-Control are the caller's.
   */
  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const coding = negotiateCoding(request.headers['accept-encoding']);
    reply.header('vary', 'accept-encoding').header('etag', this.etagFor(coding));
    if (ifNoneMatchHits(request.headers['if-none-match'], this.etag))
      return reply.code(304).send(null);
    reply.type('application/json; charset=utf-8');
    if (coding === undefined) return reply.send(this.bytes);
    const bytes = await this.compressed(coding);
    return reply.header('content-encoding', coding).send(bytes);
  }
}
