// A player's board picks, once graded, told by e-mail and SMS (issue 37) according to the player's
// alert settings, the same channels and opt-ins as the tracked-number alerts: alerts switched on, the
// draw's time among the tracked draw times, verified addresses only, and with "alert on a match only"
// just the picks that won. One message per player and draw lists every pick of that draw; it is claimed
// once per recipient and draw (alert_deliveries, kind 'board'), so a rerun, a second worker or a
// replica never sends it twice. Web Push tells the same grade through push.service.
import { alertSettingsRepository } from '@pick3/db';
import { asLanguage, message, type Language } from '../messages/index.js';
import {
  deliver,
  describeDraw,
  recipientsOf,
  TRACK_FLAG,
  type AlertContext,
  type AlertRunSummary,
} from './alerts.service.js';
import type { GradedPlayerPick } from './board.service.js';

/** Play types as the board writes them; they stay English in every language, as on the web. */
const describePick = (language: Language, pick: GradedPlayerPick) =>
  message(language, pick.outcome === 'win' ? 'alert.boardPickWin' : 'alert.boardPickLoss', {
    number: pick.number,
    playType: pick.playType,
    prize: pick.prize.toFixed(2),
  });

/**
 * Sends each player the grades of their board picks that an ingestion made (first grades only).
 * @example await sendBoardPickAlerts(app, report.board.players);
 */
export async function sendBoardPickAlerts(
  ctx: AlertContext,
  graded: readonly GradedPlayerPick[],
): Promise<AlertRunSummary> {
  const summary: AlertRunSummary = { sent: 0, skipped: 0, failed: 0, duplicates: 0 };
  // One message per player and draw.
  const groups = new Map<string, GradedPlayerPick[]>();
  for (const pick of graded) {
    const key = `${pick.userId}|${pick.state}|${pick.date}|${pick.drawTime}`;
    groups.set(key, [...(groups.get(key) ?? []), pick]);
  }
  for (const picks of groups.values()) {
    const first = picks[0];
    if (first === undefined) continue;
    const settings = await alertSettingsRepository.get(ctx.db, `user:${first.userId}`);
    if (settings === undefined || !settings.isTracking) continue;
    if (!settings[TRACK_FLAG[first.drawTime]]) continue;
    const told = settings.alertOnMatchOnly ? picks.filter((p) => p.outcome === 'win') : picks;
    if (told.length === 0) continue;
    const recipients = recipientsOf(settings);
    if (recipients.length === 0) continue;
    const language = asLanguage(settings.language);
    const won = told.reduce((sum, p) => sum + (p.outcome === 'win' ? p.prize : 0), 0);
    const subject =
      won > 0
        ? message(language, 'alert.boardSubjectWin', {
            state: first.state,
            prize: won.toFixed(2),
          })
        : message(language, 'alert.boardSubjectLoss', { state: first.state });
    const text = message(language, 'alert.boardText', {
      draw: describeDraw(language, {
        state: first.state,
        date: first.date,
        drawTime: first.drawTime,
        number: first.drawn,
      }),
      picks: told.map((p) => describePick(language, p)).join(', '),
      state: first.state,
    });
    for (const { channel, recipient } of recipients) {
      await deliver(
        ctx,
        summary,
        {
          kind: 'board',
          channel,
          recipient,
          state: first.state,
          date: first.date,
          drawTime: first.drawTime,
          number: '',
        },
        { subject, text },
      );
    }
  }
  if (summary.sent + summary.skipped + summary.failed > 0)
    ctx.log.info({ boardAlerts: summary }, 'board pick alerts');
  return summary;
}
