// Board pick alerts called directly (no HTTP), on PGlite and PostgreSQL, through a local SMTP server
// and SMS gateway: one message per player and draw listing its graded picks, sent once, in the
// player's language, at tracked draw times only, and with "alert on a match only" just the wins.
// How picks come to be graded is board.service.test.ts; the HTTP side is routes/board.
import { settlePlay } from '@pick3/core';
import { alertDeliveriesRepository, alertSettingsRepository } from '@pick3/db';
import { describeEachDriver } from '@pick3/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeSms, type FakeSms } from '../testing/fake-sms.server.js';
import { startFakeSmtp, type FakeSmtp } from '../testing/fake-smtp.server.js';
import { serviceDeps } from '../testing/service-deps.js';
import { sendBoardPickAlerts } from './board-alerts.service.js';
import type { GradedPlayerPick } from './board.service.js';
import { messagingEnv } from '../testing/test-config.js';

type AlertSettingsPatch = alertSettingsRepository.AlertSettingsPatch;

let smtp: FakeSmtp;
let sms: FakeSms;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  sms = await startFakeSms();
});
afterAll(async () => {
  await smtp.close();
  await sms.close();
});

const EVE = { state: 'GA', date: '2026-01-10', drawTime: 'EVE', drawn: '321' } as const;
const BOX_PRIZE = settlePlay('GA', { number: '123', type: 'box', stake: 1 }, '321').prize;

let players = 0;

describeEachDriver('board alerts service', (t) => {
  const deps = () => serviceDeps(t.database(), messagingEnv(smtp, sms));

  /** A player with confirmed addresses, tracking evening draws, and the grades of two picks (123 box won, 777 straight lost). */
  async function playerWithGrades(settings: AlertSettingsPatch) {
    players += 1;
    const userId = `00000000-0000-4000-8000-${String(players).padStart(11, '0')}${t.driver === 'pglite' ? '1' : '2'}`;
    const email = `board-${players}-${t.driver}@example.com`;
    const phone = `+1555${String(players).padStart(3, '0')}${t.driver === 'pglite' ? '3' : '4'}000`;
    await alertSettingsRepository.upsert(t.db(), `user:${userId}`, {
      email,
      smsNumber: phone,
      emailVerified: true,
      smsVerified: true,
      isTracking: true,
      trackEvening: true,
      ...settings,
    });
    const graded: GradedPlayerPick[] = [
      {
        ...EVE,
        id: players * 10 + 1,
        userId,
        number: '123',
        playType: 'box',
        outcome: 'win',
        prize: BOX_PRIZE,
      },
      {
        ...EVE,
        id: players * 10 + 2,
        userId,
        number: '777',
        playType: 'straight',
        outcome: 'loss',
        prize: 0,
      },
    ];
    return { email, phone, graded };
  }
  const boardMails = (email: string) =>
    smtp.received.filter((m) => m.to.includes(email) && /board|Tablero/.test(m.subject));

  it("sends a draw's graded picks in one message once, by e-mail and SMS, in the player's language", async () => {
    const { email, phone, graded } = await playerWithGrades({
      language: 'es',
      alertOnMatchOnly: false,
    });
    expect(await sendBoardPickAlerts(deps(), graded)).toEqual({
      sent: 2,
      skipped: 0,
      failed: 0,
      duplicates: 0,
    });
    const mail = boardMails(email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(
      `Tablero de Pick 3: tu jugada de GA ganó $${BOX_PRIZE.toFixed(2)}`,
    );
    expect(mail[0]!.text).toContain(`123 (box) ganó $${BOX_PRIZE.toFixed(2)}`);
    expect(mail[0]!.text).toContain('777 (straight) no ganó');
    const texts = sms.messages.filter((m) => m.to === phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toContain('/board/GA');
    const stored = await alertDeliveriesRepository.list(t.db(), { recipient: email });
    expect(stored.map((d) => [d.kind, d.status, d.state, d.date, d.drawTime])).toEqual([
      ['board', 'sent', 'GA', '2026-01-10', 'EVE'],
    ]);
    // Another run (a retry, another replica) sends nothing again.
    expect(await sendBoardPickAlerts(deps(), graded)).toMatchObject({ sent: 0, duplicates: 2 });
    expect(boardMails(email)).toHaveLength(1);
  });

  it('with only losing picks, says the pick did not win', async () => {
    const { email, graded } = await playerWithGrades({ alertOnMatchOnly: false });
    await sendBoardPickAlerts(deps(), graded.slice(1));
    expect(boardMails(email).map((m) => m.subject)).toEqual([
      'Pick 3 board: your GA pick did not win',
    ]);
  });

  it('sends nothing for a draw time the player does not track, nor with alerts off', async () => {
    const untracked = await playerWithGrades({ trackEvening: false, alertOnMatchOnly: false });
    const off = await playerWithGrades({ isTracking: false, alertOnMatchOnly: false });
    expect(await sendBoardPickAlerts(deps(), [...untracked.graded, ...off.graded])).toEqual({
      sent: 0,
      skipped: 0,
      failed: 0,
      duplicates: 0,
    });
    expect(boardMails(untracked.email)).toEqual([]);
    expect(boardMails(off.email)).toEqual([]);
  });

  it('with "alert on a match only", tells the winning pick and leaves the losing one out', async () => {
    const { email, graded } = await playerWithGrades({ alertOnMatchOnly: true });
    await sendBoardPickAlerts(deps(), graded);
    const mail = boardMails(email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('123 (box) won');
    expect(mail[0]!.text).not.toContain('777');
    // Only losses: nothing to tell.
    const losing = await playerWithGrades({ alertOnMatchOnly: true });
    expect((await sendBoardPickAlerts(deps(), losing.graded.slice(1))).sent).toBe(0);
    expect(boardMails(losing.email)).toEqual([]);
  });

  it('sends nothing to unconfirmed addresses', async () => {
    const { email, phone, graded } = await playerWithGrades({
      emailVerified: false,
      smsVerified: false,
      alertOnMatchOnly: false,
    });
    expect((await sendBoardPickAlerts(deps(), graded)).sent).toBe(0);
    expect(boardMails(email)).toEqual([]);
    expect(sms.messages.filter((m) => m.to === phone)).toEqual([]);
  });
});
