// Web Push (issue 25 item 6): the server signs with one VAPID key pair, made on the first start and
// kept in the database (pushRepository.ensureVapidKeys), so every replica and restart signs with the
// key the browsers subscribed with; the private key never leaves this module and is never logged.
// Sends go through the `web-push` library (RFC 8030 request, RFC 8291 aes128gcm payload, RFC 8292
// VAPID). After an ingestion, sendPushForIngestion pushes each event once per subscription (the
// push_sends claim, as alert_deliveries for mail): results posted for a subscribed state and draw
// time, a tracked number's hit, a permanent pool's settled play. A subscription the push service
// answers 404 or 410 for has expired and is dropped.
//
// No visitor can stall the fan-out (issue 35 finding 3): endpoints must be on the default port of a
// known push host; an owner keeps at most PUSH_SUBSCRIPTIONS_PER_OWNER; subscriptions are served
// PUSH_CONCURRENCY at a time, each send given up after PUSH_SEND_TIMEOUT_MS (and the rest of that
// subscription's events skipped for this draw); a subscription whose pushes failed for
// PUSH_FAILED_DRAWS_LIMIT draws in a row is dropped; and the manual refresh answers without waiting
// for push (post-ingestion.service.ts).
import type { Agent } from 'node:https';
import type { Logger } from './deps.js';
import webpush from 'web-push';
import {
  drawInstant,
  drawTimeName,
  isoToUs,
  POOL_IDS,
  poolLabel,
  trackerSessionId,
  type StateDraw,
} from '@pick3/core';
import {
  alertSettingsRepository,
  drawsRepository,
  pushRepository,
  type Database,
  type expectedResultsRepository,
} from '@pick3/db';
import { describeHits, hitsOf, trackedEntriesOf } from './alerts.service.js';
import type { GradedPlayerPick } from './board.service.js';
import { formatDate, message, type Language } from '../messages/index.js';

type ExpectedResult = expectedResultsRepository.ExpectedResult;
type PushSubscription = pushRepository.PushSubscription;

/** Subscriptions one owner (visitor or account) keeps: a new one beyond it replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_OWNER = 5;
/** Subscriptions pushed to at the same time. */
export const PUSH_CONCURRENCY = 16;
/** A push service that has not answered by then is given up on for this draw. */
export const PUSH_SEND_TIMEOUT_MS = 5_000;
/** Draws in a row whose pushes failed, after which a subscription is dropped. */
export const PUSH_FAILED_DRAWS_LIMIT = 3;

/** Push services of the browsers that support Web Push: Chrome/Edge/Opera (FCM), Firefox, Safari, Windows. */
const BROWSER_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  '.push.apple.com',
  '.notify.windows.com',
] as const;

/**
 * Why an endpoint is refused, or null: it must be an https URL on the default port whose host is a
 * browser's push service (a name starting with '.' matches its subdomains), or one of `extraHosts`
 * (host:port as listed, or a host on the default port, for a self-hosted push service). Anything else
 * would make the server POST to an address (or a port) of the subscriber's choosing.
 */
export function endpointProblem(endpoint: string, extraHosts: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'The push endpoint is not a URL';
  }
  if (url.protocol !== 'https:') return 'The push endpoint must be an https URL';
  if (url.username !== '' || url.password !== '') return 'The push endpoint is not a push service';
  const host = url.hostname.toLowerCase();
  const known = BROWSER_PUSH_HOSTS.some((h) => (h.startsWith('.') ? host.endsWith(h) : host === h));
  // url.host carries the port only when it is not https's default.
  const onDefaultPort = url.port === '';
  if ((known && onDefaultPort) || extraHosts.includes(url.host.toLowerCase())) return null;
  return 'The push endpoint is not a push service';
}

/** What a notification carries; the service worker shows title and body and opens `url` on a click. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of the web app. */
  url: string;
  /** Same tag: a newer notification replaces the older one on the device. */
  tag: string;
  lang: Language;
}

export type PushOutcome =
  | { status: 'sent'; statusCode: number }
  | { status: 'gone'; statusCode: number }
  | { status: 'failed'; detail: string };

export interface PushSender {
  readonly publicKey: string;
  send(subscription: PushSubscription, message: PushMessage): Promise<PushOutcome>;
}

export interface PushSenderOptions {
  subject: string;
  /** For a push service with its own certificate authority (tests); default Node's. */
  agent?: Agent;
}

/** Seconds a push service keeps an undelivered message: a result older than a day is no news. */
const TTL_SECONDS = 24 * 60 * 60;

/** The sender, with the installation's VAPID keys (made and stored on the very first start). */
export async function createPushSender(
  db: Database['db'],
  options: PushSenderOptions,
): Promise<PushSender> {
  const keys = await pushRepository.ensureVapidKeys(db, () => webpush.generateVAPIDKeys());
  const vapidDetails = {
    subject: options.subject,
    publicKey: keys.publicKey,
    privateKey: keys.privateKey,
  };
  return {
    publicKey: keys.publicKey,
    async send(subscription, payload) {
      let timer: NodeJS.Timeout | undefined;
      // web-push's timeout counts socket idleness; this bounds the whole send.
      const deadline = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${PUSH_SEND_TIMEOUT_MS} ms`)),
          PUSH_SEND_TIMEOUT_MS,
        );
      });
      try {
        const sending = webpush.sendNotification(
          {
            endpoint: subscription.endpoint,
            keys: { p256dh: subscription.p256dh, auth: subscription.auth },
          },
          JSON.stringify(payload),
          {
            vapidDetails,
            TTL: TTL_SECONDS,
            contentEncoding: 'aes128gcm',
            timeout: PUSH_SEND_TIMEOUT_MS,
            ...(options.agent === undefined ? {} : { agent: options.agent }),
          },
        );
        sending.catch(() => undefined);
        const response = await Promise.race([sending, deadline]);
        return { status: 'sent', statusCode: response.statusCode };
      } catch (error) {
        if (error instanceof webpush.WebPushError) {
          // RFC 8030 §7.3: 404/410, the subscription expired or was unsubscribed.
          if (error.statusCode === 404 || error.statusCode === 410)
            return { status: 'gone', statusCode: error.statusCode };
          return { status: 'failed', detail: `HTTP ${error.statusCode}: ${error.body}` };
        }
        return { status: 'failed', detail: error instanceof Error ? error.message : String(error) };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export interface PushContext {
  db: Database['db'];
  push: PushSender;
  log: Logger;
}

export interface PushRunSummary {
  sent: number;
  failed: number;
  /** Subscriptions dropped: their push service said they expired (404/410). */
  dropped: number;
  /** Events another run already pushed. */
  duplicates: number;
}

/** An event: its sent-log key, when it happened, and its text for a subscription (null: not its concern). */
interface PushEvent {
  key: string;
  /** A subscription made after it is not told (subscribing replays nothing). */
  at: Date;
  messageFor(subscription: PushSubscription): PushMessage | null;
}

type TrackedEntries = ReturnType<typeof trackedEntriesOf>;

/** Draws per state per day at most 4; two days back covers a late ingestion (as e-mail alerts). */
const RECENT_DRAWS = 8;

/** A draw's scheduled instant; a draw off the schedule counts from the end of its day (Eastern). */
function drawnAt(draw: StateDraw): Date {
  try {
    return drawInstant(draw.state, draw.date, draw.drawTime);
  } catch {
    return new Date(`${draw.date}T23:59:00-05:00`);
  }
}

const dateOf = (language: Language, iso: string) =>
  language === 'en' ? isoToUs(iso) : formatDate(language, iso);

function resultEvent(draw: StateDraw): PushEvent {
  return {
    key: `result:${draw.state}:${draw.date}:${draw.drawTime}`,
    at: drawnAt(draw),
    messageFor: (s) => {
      const wanted =
        s.states.includes(draw.state) &&
        (s.drawTimes.length === 0 || s.drawTimes.includes(draw.drawTime));
      if (!wanted) return null;
      return {
        title: message(s.language, 'push.resultTitle', {
          state: draw.state,
          drawTime: drawTimeName(draw.state, draw.drawTime),
        }),
        body: message(s.language, 'push.resultBody', {
          date: dateOf(s.language, draw.date),
          number: draw.number,
        }),
        url: `/results/${draw.state}`,
        tag: `result-${draw.state}-${draw.drawTime}`,
        lang: s.language,
      };
    },
  };
}

/** A draw that wins plays the subscription's owner tracks, settled as their tickets say (as e-mail alerts). */
function hitEvent(draw: StateDraw, trackedByOwner: ReadonlyMap<string, TrackedEntries>): PushEvent {
  return {
    key: `hit:${draw.state}:${draw.date}:${draw.drawTime}`,
    at: drawnAt(draw),
    messageFor: (s) => {
      if (!s.hits) return null;
      const hits = hitsOf(trackedByOwner.get(s.owner) ?? [], draw);
      if (hits.length === 0) return null;
      return {
        title: message(s.language, 'push.hitTitle', { number: draw.number, state: draw.state }),
        body: message(s.language, 'push.hitBody', {
          drawTime: drawTimeName(draw.state, draw.drawTime),
          date: dateOf(s.language, draw.date),
          entries: describeHits(s.language, hits),
        }),
        url: `/lookup/${draw.number}?state=${draw.state}`,
        tag: `hit-${draw.state}-${draw.date}-${draw.drawTime}`,
        lang: s.language,
      };
    },
  };
}

function poolEvent(result: ExpectedResult): PushEvent | null {
  const poolId = POOL_IDS.find((id) => trackerSessionId(id) === result.sessionId);
  if (poolId === undefined || result.winnerNumber === null || result.matchStatus === 'pending')
    return null;
  const winner = result.winnerNumber;
  const outcome = result.matchStatus;
  return {
    key: `pool:${result.id}`,
    at: drawnAt({
      state: result.state,
      date: result.expectedDate,
      drawTime: result.drawTime,
      number: winner,
    }),
    messageFor: (s) =>
      s.pool
        ? {
            title: message(
              s.language,
              outcome === 'win' ? 'push.poolWinTitle' : 'push.poolLossTitle',
              { pool: poolLabel(poolId) },
            ),
            body: message(s.language, 'push.poolBody', {
              state: result.state,
              drawTime: drawTimeName(result.state, result.drawTime),
              date: dateOf(s.language, result.expectedDate),
              number: winner,
            }),
            url: `/pools/${poolId}`,
            tag: `pool-${poolId}`,
            lang: s.language,
          }
        : null,
  };
}

/** A player's board pick graded: told to that player's subscriptions that asked for hits. */
function boardEvent(pick: GradedPlayerPick): PushEvent {
  return {
    key: `board:${pick.id}`,
    at: drawnAt({
      state: pick.state,
      date: pick.date,
      drawTime: pick.drawTime,
      number: pick.drawn,
    }),
    messageFor: (s) =>
      s.hits && s.owner === `user:${pick.userId}`
        ? {
            title: message(
              s.language,
              pick.outcome === 'win' ? 'push.boardWinTitle' : 'push.boardLossTitle',
              { state: pick.state, number: pick.number, prize: pick.prize.toFixed(2) },
            ),
            body: message(s.language, 'push.boardBody', {
              drawTime: drawTimeName(pick.state, pick.drawTime),
              date: dateOf(s.language, pick.date),
              drawn: pick.drawn,
            }),
            url: `/board/${pick.state}`,
            tag: `board-${pick.state}`,
            lang: s.language,
          }
        : null,
  };
}

/**
 * Pushes what an ingestion brought: the newest draws of `updatedStates` (results and tracked hits)
 * and the pool results the tracker step `settled`. Each event goes once to each subscription it
 * concerns, whoever runs this and however often.
 */
export async function sendPushForIngestion(
  ctx: PushContext,
  input: {
    updatedStates: readonly string[];
    settled: readonly ExpectedResult[];
    /** Players' board picks graded by this ingestion. */
    boardGraded?: readonly GradedPlayerPick[];
  },
): Promise<PushRunSummary> {
  const summary: PushRunSummary = { sent: 0, failed: 0, dropped: 0, duplicates: 0 };
  const subscriptions = await pushRepository.listSubscriptions(ctx.db);
  if (subscriptions.length === 0) return summary;
  const events = await ingestionEvents(ctx, input, subscriptions);
  // PUSH_CONCURRENCY workers take the next subscription until none is left.
  let next = 0;
  const worker = async () => {
    while (next < subscriptions.length) {
      const subscription = subscriptions[next]!;
      next += 1;
      await serveSubscription(ctx, subscription, events, summary);
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(PUSH_CONCURRENCY, subscriptions.length) }, worker),
  );
  if (summary.sent + summary.failed + summary.dropped > 0)
    ctx.log.info({ push: summary }, 'web push for new draws');
  return summary;
}

/** What an ingestion has to say: each updated state's newest draws and hits, pools settled, picks graded. */
async function ingestionEvents(
  ctx: PushContext,
  input: Parameters<typeof sendPushForIngestion>[1],
  subscriptions: readonly PushSubscription[],
): Promise<PushEvent[]> {
  const draws: StateDraw[] = [];
  for (const state of input.updatedStates) {
    const recent = await drawsRepository.newestDraws(ctx.db, state, RECENT_DRAWS);
    draws.push(...recent.map((d) => ({ ...d, state })));
  }
  // The tracked numbers of each owner who asked for hits (the alert settings' entries).
  const trackedByOwner = new Map<string, TrackedEntries>();
  for (const owner of new Set(subscriptions.filter((s) => s.hits).map((s) => s.owner))) {
    const settings = await alertSettingsRepository.get(ctx.db, owner);
    trackedByOwner.set(owner, trackedEntriesOf(settings?.trackedEntries));
  }
  return [
    ...draws.flatMap((draw) => [resultEvent(draw), hitEvent(draw, trackedByOwner)]),
    ...input.settled.flatMap((result) => poolEvent(result) ?? []),
    ...(input.boardGraded ?? []).map(boardEvent),
  ];
}

/**
 * One subscription's events in turn, each sent once (claimed first); a failure ends its turn and
 * counts the draw as failed for it, and PUSH_FAILED_DRAWS_LIMIT failed draws in a row drop it.
 */
async function serveSubscription(
  ctx: PushContext,
  subscription: PushSubscription,
  events: readonly PushEvent[],
  summary: PushRunSummary,
): Promise<void> {
  let sent = false;
  let failed = false;
  for (const event of events) {
    if (event.at.getTime() < subscription.createdAt.getTime()) continue;
    const payload = event.messageFor(subscription);
    if (payload === null) continue;
    const claim = await pushRepository.claimSend(ctx.db, subscription.id, event.key);
    if (claim === undefined) {
      summary.duplicates += 1;
      continue;
    }
    const outcome = await ctx.push.send(subscription, payload);
    if (outcome.status === 'sent') {
      summary.sent += 1;
      sent = true;
      await pushRepository.settleSend(ctx.db, claim, {
        status: 'sent',
        detail: String(outcome.statusCode),
      });
    } else if (outcome.status === 'gone') {
      summary.dropped += 1;
      // The sent log goes with the subscription (on delete cascade).
      await pushRepository.removeSubscription(ctx.db, subscription.endpoint);
      return;
    } else {
      summary.failed += 1;
      failed = true;
      ctx.log.warn({ detail: outcome.detail }, 'push delivery failed');
      await pushRepository.settleSend(ctx.db, claim, { status: 'failed', detail: outcome.detail });
      break;
    }
  }
  if (sent) {
    if (subscription.failedDraws > 0)
      await pushRepository.setFailedDraws(ctx.db, subscription.id, 0);
  } else if (failed) {
    const failedDraws = subscription.failedDraws + 1;
    if (failedDraws >= PUSH_FAILED_DRAWS_LIMIT) {
      summary.dropped += 1;
      await pushRepository.removeSubscription(ctx.db, subscription.endpoint);
    } else {
      await pushRepository.setFailedDraws(ctx.db, subscription.id, failedDraws);
    }
  }
}
