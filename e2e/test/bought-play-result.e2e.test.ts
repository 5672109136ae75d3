// A bought play's result and prize after its draw is imported (issue 33 item 1), in Chromium: an
// account buys two $1 Georgia straight plays, 034 and 043, for a draw held today; "Your Plays" says
// they wait for that draw; Georgia's source (a local fake of its draw-games API) then answers 034 and
// a refresh imports it. The page shows 034 won $500.00 and 043, a box match only, lost: a straight
// ticket wins on its exact order.
import { fakeSources, gaApiDraw } from '@pick3/api/testing';
import { startApp, type RunningApp } from '../src/app-server.js';
import { logInNewPlayer, pageCall } from '../src/player-account.js';
import { georgiaToday, serverClockShift } from '../src/georgia-day.js';
import { expect, skipReason, test, watchPage } from '../src/fixtures.js';
import { expectAccessible, seeText, openApp } from '../src/page-helpers.js';

const NAMES = { Midday: 'MIDDAY', Evening: 'EVENING', Night: 'NIGHT' } as const;
type Label = keyof typeof NAMES;

test.describe('a bought play shows its result and prize once its draw is imported', () => {
  test.skip(skipReason !== undefined && !process.env['CI'], skipReason);
  let app: RunningApp | undefined;
  let sources: Awaited<ReturnType<typeof fakeSources>> | undefined;
  const shift = serverClockShift();

  test.beforeAll(async () => {
    // Its own server: Georgia's source is a fake this test answers, not the suite's closed port.
    test.setTimeout(300_000);
    sources = await fakeSources({ gaDraws: { draws: [] } });
    app = await startApp({
      model: false,
      sourcesBaseUrl: sources.url,
      serverClockShiftMs: shift,
    });
  });
  test.afterAll(async () => {
    await app?.stop();
    await sources?.close();
  });

  test('034 wins $500.00 and 043 (a box match) loses', async ({ browser }) => {
    test.setTimeout(240_000);
    const { url } = app!;
    const context = await browser.newContext();
    const page = await context.newPage();
    watchPage(page, { responses: true });
    try {
      // An account, verified by the code it was e-mailed, logged in.
      await logInNewPlayer(page, app!, 'result');

      // A Georgia draw time whose next draw on sale is today's.
      const today = georgiaToday(shift);
      let label: Label | undefined;
      for (const candidate of Object.keys(NAMES) as Label[]) {
        const add = (number: string) =>
          pageCall(page, '/api/cart/add', 'POST', {
            number,
            state: 'GA',
            drawTime: candidate,
            playType: 'Straight',
            quantity: 1,
          });
        expect((await add('034')).status).toBe(201);
        const cart = (await pageCall(page, '/api/cart')).json as {
          items: Array<{ id: string; draw: { date: string } | null }>;
        };
        if (cart.items[0]?.draw?.date === today) {
          expect((await add('043')).status).toBe(201);
          label = candidate;
          break;
        }
        await pageCall(page, '/api/cart/clear', 'DELETE');
      }
      expect(label, `no Georgia draw of ${today} is still on sale now`).toBeDefined();

      // Paid in the basket (confirming older data when Georgia's stored draws are old).
      await openApp(page, `${url}/pools/1-1`);
      const pay = page.getByRole('button', { name: 'Pay $2.00' });
      await expect(pay).toBeVisible({ timeout: 60_000 });
      const older = page.getByRole('checkbox', { name: /come from older data/ });
      if ((await older.count()) > 0) await older.check();
      const [popup] = await Promise.all([page.waitForEvent('popup'), pay.click()]);
      await popup.waitForURL(/\/checkoutnow\?token=/);
      // The return page tells the app, then closes its window: waited for from before the click, since
      // on a busy machine the window can close before the click's own wait has ended.
      const closed = popup.waitForEvent('close', { timeout: 30_000 });
      await popup.getByRole('link', { name: 'Approve' }).click();
      await closed;
      await seeText(page, /^Your plays are in your Lotto Pool/);

      // Before the draw is stored: each play waits for it.
      const usToday = `${Number(today.slice(5, 7))}/${Number(today.slice(8, 10))}/${today.slice(0, 4)}`;
      await openApp(page, `${url}/profile`);
      await page.getByRole('tab', { name: 'Lotto Pool' }).click();
      await expect(page.getByTestId('play-result-034')).toContainText('Pending');
      await expect(page.getByTestId('play-result-034')).toContainText(usToday);
      // The order's receipt: two plays, $2.00 paid, nothing won yet, both waiting.
      const receipt = page.locator('[data-testid^="receipt-"]');
      await expect(receipt).toHaveCount(1);
      await expect(receipt.locator('p').first()).toHaveText(
        /^Receipt of \d+\/\d+\/\d{4}: 2 plays, paid \$2\.00, won \$0\.00 so far · 2 wait for their draws$/,
      );

      // Georgia's source answers today's draw, 034; a refresh imports it.
      sources!.answer({ draws: [gaApiDraw(NAMES[label!], `${today}T17:00:00Z`, '034')] });
      const refresh = await pageCall(page, '/api/refresh-ga', 'POST', {});
      expect(refresh.status).toBe(200);

      await page.reload();
      await page.getByRole('tab', { name: 'Lotto Pool' }).click();
      await expect(page.getByTestId('play-result-034')).toHaveText('Won $500.00 (034 drawn)', {
        timeout: 30_000,
      });
      await expect(page.getByTestId('play-result-043')).toHaveText('Lost (034 drawn)');
      await expect(receipt.locator('p').first()).toHaveText(
        /^Receipt of \d+\/\d+\/\d{4}: 2 plays, paid \$2\.00, won \$500\.00 so far$/,
      );
      await expectAccessible(page, 'your plays with results');
      const plays = (await pageCall(page, '/api/purchased-numbers')).json as {
        plays: Array<{ number: string; result: { status: string; prize: number } | null }>;
      };
      expect(plays.plays.map((p) => [p.number, p.result?.status, p.result?.prize]).sort()).toEqual([
        ['034', 'win', 500],
        ['043', 'loss', 0],
      ]);
    } finally {
      await context.close();
    }
  });
});
