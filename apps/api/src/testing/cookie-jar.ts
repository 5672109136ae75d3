// A browser's cookie store for app.inject(): keeps what Set-Cookie sets, drops what it clears, and
// sends the rest back, so route tests follow the same cookies a browser would.
import type { LightMyRequestResponse as Response } from 'fastify';

export class CookieJar {
  readonly cookies = new Map<string, string>();

  /** Stores the response's cookies; returns the response for chaining. */
  store<R extends Pick<Response, 'cookies'>>(response: R): R {
    for (const cookie of response.cookies as Array<{
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }>) {
      const expired =
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now()) ||
        cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** `headers` for app.inject. */
  headers(extra: Record<string, string> = {}): Record<string, string> {
    return this.cookies.size === 0 ? extra : { cookie: this.header(), ...extra };
  }
}
