// Security headers on every answer (pages, files of the build, API, errors, 404s), by @fastify/helmet:
// - Content-Security-Policy: scripts only from this origin, plus the inline script(s) of the web
//   build's index.html by hash (computed here at start, so a new build needs no edit); styles may be
//   inline (the component library sets style attributes); no plugins, no <base>, forms post here only,
//   and `frame-ancestors 'none'` (with X-Frame-Options: DENY for older browsers): no framing at all.
// - X-Content-Type-Options: nosniff, Referrer-Policy: no-referrer, Cross-Origin-Opener-Policy
//   same-origin-allow-popups (the checkout opens PayPal's approval window and must keep talking to it).
// - Strict-Transport-Security only on answers that went over TLS (`request.protocol`, which honours
//   X-Forwarded-Proto behind a trusted proxy): sent over plain HTTP it would lock a local or LAN
//   setup out of its own server.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** One year, the usual preload-grade value. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

// Script types a browser runs; others (application/ld+json, importmap aside) are data blocks.
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * CSP source expressions (`'sha256-…'`) of the inline scripts of an HTML page, in order.
 * @example inlineScriptHashes('<script>1</script>') // ["'sha256-…'"]
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

/** The policy's directives for a build whose index.html has `scriptHashes` inline. */
export function cspDirectives(scriptHashes: readonly string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export default fp(
  async function securityHeadersPlugin(app: FastifyInstance, opts: { webDistDir: string }) {
    const indexPath = join(opts.webDistDir, 'index.html');
    const scriptHashes = existsSync(indexPath)
      ? inlineScriptHashes(readFileSync(indexPath, 'utf8'))
      : [];

    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        // No helmet defaults: they add upgrade-insecure-requests, which breaks plain-HTTP setups.
        useDefaults: false,
        directives: cspDirectives(scriptHashes),
      },
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'no-referrer' },
      xFrameOptions: { action: 'deny' },
      // Below: only over TLS.
      strictTransportSecurity: false,
    });

    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
