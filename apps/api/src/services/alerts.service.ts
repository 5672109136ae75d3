// Alerts to players who track numbers (the spec's aert settings): after an ingestion, every new draw
// at a tracked draw time that hits a tracked number (or, with alertOnMatchOnly off, every new draw of
// a tracked state) is sent once per recipient and draw, by e-mail and SMS, to verified addresses only.
// "Once" is the alert_deliveries claim: whoever inserts the row sends, so retries, a second worker or
// a second replica never send twice. Without SMTP/SMS settings a delivery is recorded as skipped
// ('offline'), never as sent. A daily summary, for those who chose it, is sent once per date. Texts
// are in the language saved with the player's settings (messages/), since no request is at hand here.
import type { Logger } from './deps.js';
import {
  clockInZone,
  DRAW_TIME_LABELS,
  isKnownState,
  isStraight,
  POOL_STATE,
  scheduleOf,
  settleTracked,
  yesterdayInZone,
  type DrawTimeCode,
  type PlaySettlement,
  type StateDraw,
} from '@pick3/core';
import {
  alertSettingsRepository,
  alertDeliveriesRepository,
  drawsRepository,
  type Database,
} from '@pick3/db';
import type { Mailer, SendOutcome } from './mailer.service.js';
import type { SmsSender } from './sms.service.js';
import { asLanguage, formatDate, message, type Language } from '../messages/index.js';

export interface TrackedEntry {
  state: string;
  number: string;
  mode: 'box' | 'straight';
}

export interface AlertContext {
  db: Database['db'];
  mailer: Mailer;
  sms: SmsSender;
  log: Logger;
}

export interface AlertRunSummary {
  sent: number;
  skipped: number;
  failed: number;
  /** Deliveries another run already made. */
  duplicates: number;
}

type AlertSettings = Awaited<ReturnType<typeof alertSettingsRepository.get>> & {};

export const TRACK_FLAG: Record<
  DrawTimeCode,
  'trackMorning' | 'trackDay' | 'trackEvening' | 'trackNight'
> = {
  MORN: 'trackMorning',
  DAY: 'trackDay',
  EVE: 'trackEvening',
  NITE: 'trackNight',
};

/** The valid entries of a stored trackedEntries value (stored JSON is the client's; skip what is not an entry). */
export function trackedEntriesOf(value: unknown): TrackedEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw: unknown) => {
    if (raw === null || typeof raw !== 'object') return [];
    const { state, number, mode } = raw as Record<string, unknown>;
    if (typeof state !== 'string' || !isKnownState(state.toUpperCase()) || !isStraight(number))
      return [];
    return [{ state: state.toUpperCase(), number, mode: mode === 'straight' ? 'straight' : 'box' }];
  });
}

/** A tracked entry a draw wins, with what its ticket pays. */
export interface TrackedHit {
  entry: TrackedEntry;
  settled: PlaySettlement;
}

/**
 * The entries a draw of their own state wins, settled as their tickets say (core's settleTracked,
 * the rule of bought plays): a straight 034 is not won by 430; a box 034 is, at the box prize.
 * Alerts, summaries and push all read hits from here.
 */
export function hitsOf(entries: readonly TrackedEntry[], draw: StateDraw): TrackedHit[] {
  return entries.flatMap((entry) => {
    if (entry.state !== draw.state) return [];
    const settled = settleTracked(entry.state, entry, draw.number);
    return settled.outcome === 'win' ? [{ entry, settled }] : [];
  });
}

/**
 * The zone daily summaries keep time in: Georgia's (the pool state, Eastern), the earliest zone of
 * the states served, so "yesterday" there is a day whose night draws are all in by the morning.
 */
export const SUMMARY_TIME_ZONE = scheduleOf(POOL_STATE).timeZone;

/** Verified channels of a settings row: where alerts may go. */
export function recipientsOf(
  settings: AlertSettings,
): Array<{ channel: 'email' | 'sms'; recipient: string }> {
  const out: Array<{ channel: 'email' | 'sms'; recipient: string }> = [];
  if (settings.email && settings.emailVerified)
    out.push({ channel: 'email', recipient: settings.email });
  if (settings.smsNumber && settings.smsVerified)
    out.push({ channel: 'sms', recipient: settings.smsNumber });
  return out;
}

/** A draw in one line, date as the language writes it; draw-time names stay English, as on the web. */
export const describeDraw = (language: Language, d: StateDraw) =>
  message(language, 'alert.draw', {
    state: d.state,
    drawTime: DRAW_TIME_LABELS[d.drawTime],
    date: formatDate(language, d.date),
    number: d.number,
  });

const money = (dollars: number) =>
  Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2);

/**
 * Hit entries with what their tickets pay, as "123 (box): $80 on a $1 play" in the reader's
 * language; Box/Straight stay English in every language (the game's words).
 */
export const describeHits = (language: Language, hits: readonly TrackedHit[]) =>
  hits
    .map(({ entry, settled }) =>
      message(language, 'alert.hitEntry', {
        number: entry.number,
        mode: entry.mode,
        prize: money(settled.prize),
        stake: money(settled.stake),
      }),
    )
    .join(', ');

/** Claims one delivery (once per key, whoever runs this) and sends it; the outcome is recorded. */
export async function deliver(
  ctx: AlertContext,
  summary: AlertRunSummary,
  claim: Parameters<typeof alertDeliveriesRepository.claimDelivery>[1],
  message: { subject: string; text: string },
): Promise<void> {
  const id = await alertDeliveriesRepository.claimDelivery(ctx.db, claim);
  if (id === undefined) {
    summary.duplicates += 1;
    return;
  }
  let outcome: SendOutcome;
  try {
    outcome =
      claim.channel === 'email'
        ? await ctx.mailer.send({
            to: claim.recipient,
            subject: message.subject,
            text: message.text,
          })
        : await ctx.sms.send({
            to: claim.recipient,
            body: `${message.subject}\n${message.text}`.slice(0, 480),
          });
  } catch (error) {
    summary.failed += 1;
    const detail = error instanceof Error ? error.message : String(error);
    ctx.log.warn({ channel: claim.channel, err: error }, 'alert delivery failed');
    await alertDeliveriesRepository.settle(ctx.db, id, {
      status: 'failed',
      detail: detail.slice(0, 500),
    });
    return;
  }
  if (outcome.status === 'sent') {
    summary.sent += 1;
    await alertDeliveriesRepository.settle(ctx.db, id, { status: 'sent', detail: outcome.id });
  } else {
    summary.skipped += 1;
    await alertDeliveriesRepository.settle(ctx.db, id, {
      status: 'skipped',
      detail: outcome.reason,
    });
  }
}

/**
 * Sends the alerts the given new draws trigger. Pass the draws an ingestion added, or state codes
 * (then the newest draws of those states are checked; deliveries already made are not repeated).
 * @example await sendAlertsForNewDraws(app, [{ state: 'GA', date: '2025-07-04', drawTime: 'EVE', number: '610' }]);
 */
export async function sendAlertsForNewDraws(
  ctx: AlertContext,
  newDraws: readonly StateDraw[] | readonly string[],
): Promise<AlertRunSummary> {
  const summary: AlertRunSummary = { sent: 0, skipped: 0, failed: 0, duplicates: 0 };
  const trackers = await alertSettingsRepository.listTracking(ctx.db);
  if (trackers.length === 0) return summary;
  const draws = await resolveDraws(ctx, newDraws);
  for (const settings of trackers) {
    const recipients = recipientsOf(settings);
    if (recipients.length === 0) continue;
    const entries = trackedEntriesOf(settings.trackedEntries);
    const states = new Set(entries.map((e) => e.state));
    const matchOnly = settings.alertOnMatchOnly;
    // Saved with the settings from the player's Accept-Language: this runs later, with no request.
    const language = asLanguage(settings.language);
    for (const draw of draws) {
      if (!settings[TRACK_FLAG[draw.drawTime]]) continue;
      const hits = hitsOf(entries, draw);
      if (hits.length === 0 && (matchOnly || !states.has(draw.state))) continue;
      const drawLine = describeDraw(language, draw);
      const subject =
        hits.length > 0
          ? message(language, 'alert.hitSubject', { number: draw.number, state: draw.state })
          : message(language, 'alert.resultSubject', { number: draw.number, state: draw.state });
      const text =
        hits.length > 0
          ? message(language, 'alert.hitText', {
              draw: drawLine,
              entries: describeHits(language, hits),
            })
          : message(language, 'alert.resultText', { draw: drawLine });
      for (const { channel, recipient } of recipients) {
        await deliver(
          ctx,
          summary,
          {
            channel,
            recipient,
            state: draw.state,
            date: draw.date,
            drawTime: draw.drawTime,
            number: draw.number,
          },
          { subject, text },
        );
      }
    }
  }
  if (summary.sent + summary.skipped + summary.failed > 0)
    ctx.log.info({ alerts: summary }, 'alerts for new draws');
  return summary;
}

/** Draws per state per day at most 4; two days back covers a late ingestion. */
const RECENT_DRAWS = 8;

async function resolveDraws(
  ctx: AlertContext,
  newDraws: readonly StateDraw[] | readonly string[],
): Promise<StateDraw[]> {
  const draws: StateDraw[] = [];
  for (const item of newDraws) {
    if (typeof item !== 'string') {
      draws.push(item);
      continue;
    }
    const recent = await drawsRepository.newestDraws(ctx.db, item, RECENT_DRAWS);
    draws.push(...recent.map((d) => ({ ...d, state: item })));
  }
  return draws;
}

/**
 * Sends each daily-summary subscriber the draws of `date` (default: yesterday, Eastern) in the
 * states they track, at their tracked draw times, hits marked. Once per recipient and date; the
 * scheduler calls it once a day, and calling it again sends nothing new.
 */
export async function sendDailySummaries(
  ctx: AlertContext,
  options: { date?: string } = {},
): Promise<AlertRunSummary> {
  const date = options.date ?? yesterdayInZone(SUMMARY_TIME_ZONE, new Date());
  const summary: AlertRunSummary = { sent: 0, skipped: 0, failed: 0, duplicates: 0 };
  const drawsByState = new Map<string, StateDraw[]>();
  for (const settings of await alertSettingsRepository.listTracking(ctx.db)) {
    if (!settings.dailySummary) continue;
    const recipients = recipientsOf(settings);
    const entries = trackedEntriesOf(settings.trackedEntries);
    if (recipients.length === 0 || entries.length === 0) continue;
    const language = asLanguage(settings.language);
    const lines: string[] = [];
    for (const state of [...new Set(entries.map((e) => e.state))].sort()) {
      let draws = drawsByState.get(state);
      if (draws === undefined) {
        draws = (await drawsRepository.newestDraws(ctx.db, state, 16))
          .filter((d) => d.date === date)
          .map((d) => ({ ...d, state }));
        drawsByState.set(state, draws);
      }
      const shown = draws.filter((d) => settings[TRACK_FLAG[d.drawTime]]).reverse();
      if (shown.length === 0) {
        lines.push(
          message(language, 'summary.noDraws', { state, date: formatDate(language, date) }),
        );
        continue;
      }
      for (const d of shown) {
        const hits = hitsOf(entries, d);
        lines.push(
          hits.length > 0
            ? message(language, 'summary.hit', {
                draw: describeDraw(language, d),
                entries: describeHits(language, hits),
              })
            : describeDraw(language, d),
        );
      }
    }
    const mail = {
      subject: message(language, 'summary.subject', { date: formatDate(language, date) }),
      text: lines.join('\n'),
    };
    for (const { channel, recipient } of recipients) {
      await deliver(ctx, summary, { kind: 'summary', channel, recipient, date }, mail);
    }
  }
  return summary;
}

/**
 * Sends yesterday's daily summaries once a day, after `hour` o'clock Eastern (default 7, when every
 * night draw is in). Checks every 15 minutes rather than sleeping until a computed moment, so a
 * suspended laptop or a clock change cannot skip a day; the per-date claim keeps it to one send even
 * with several replicas. Returns a stop function.
 */
export function scheduleDailySummaries(
  ctx: AlertContext,
  options: { hour?: number; everyMs?: number } = {},
): () => void {
  const hour = options.hour ?? 7;
  let lastDate: string | undefined;
  let running = false;
  const tick = () => {
    const now = new Date();
    const clock = clockInZone(SUMMARY_TIME_ZONE, now);
    if (running || clock.hour < hour || clock.date === lastDate) return;
    running = true;
    sendDailySummaries(ctx, { date: yesterdayInZone(SUMMARY_TIME_ZONE, now) })
      .then((summary) => {
        lastDate = clock.date;
        if (summary.sent + summary.skipped + summary.failed > 0)
          ctx.log.info({ summaries: summary }, 'daily summaries');
      })
      .catch((error: unknown) => ctx.log.error({ err: error }, 'daily summaries failed'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, options.everyMs ?? 15 * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
