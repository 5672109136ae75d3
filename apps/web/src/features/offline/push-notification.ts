// What the service worker shows for a Web Push message. The server writes the text in the
// subscription's language (apps/api services/push.service.ts); the worker checks the shape and keeps
// the click inside this app (a path of this origin only), so a malformed message cannot open another site.

export interface PushNotification {
  title: string;
  body: string;
  /** A path of this app ('/results/GA'), opened on a click. */
  url: string;
  tag: string | undefined;
  lang: string | undefined;
}

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.slice(0, max) : undefined;

/** A path of this app: one leading slash (not '//host'), no backslash. Anything else opens '/'. */
function appPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  if (value.includes('\\')) return '/';
  return value;
}

/**
 * The notification of a push message's text (JSON `{ title, body, url, tag, lang }`); null when it is
 * not such a message (nothing is shown then, and nothing invented).
 * @example pushNotificationOf('{"title":"GA Evening result","body":"11/27/2026: 610","url":"/results/GA"}')
 */
export function pushNotificationOf(data: string | null | undefined): PushNotification | null {
  if (data === null || data === undefined) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object') return null;
  const raw = parsed as Record<string, unknown>;
  const title = text(raw['title'], 200);
  if (title === undefined) return null;
  return {
    title,
    body: text(raw['body'], 500) ?? '',
    url: appPath(raw['url']),
    tag: text(raw['tag'], 100),
    lang: raw['lang'] === 'es' || raw['lang'] === 'en' ? raw['lang'] : undefined,
  };
}

/** The part of a service worker's window client the click needs. */
export interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/** The part of a service worker's `clients` the click needs. */
export interface ClientsLike {
  matchAll(options: {
    type: 'window';
    includeUncontrolled: boolean;
  }): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * What a click on a notification does: its page (the `url` of its data, a path of this app; anything
 * else opens `/`) is shown in a window of this app already open, focused and sent there, else in a new
 * window. Answers the address opened.
 * @example await openNotificationPage(event.notification.data, self.clients, self.location.origin)
 */
export async function openNotificationPage(
  data: unknown,
  clients: ClientsLike,
  origin: string,
): Promise<string> {
  const path =
    data !== null && typeof data === 'object' ? (data as { url?: unknown }).url : undefined;
  const target = new URL(appPath(path), origin).href;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === origin);
  if (open !== undefined) {
    await open.focus();
    await open.navigate(target);
  } else {
    await clients.openWindow(target);
  }
  return target;
}
