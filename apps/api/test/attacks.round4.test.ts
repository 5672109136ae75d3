// Issue 35's findings (security and reliability, round 4), finding by finding, each tried the way the
// outside attack tried it and now refused or handled. Real parts throughout: the app, PGlite and
// PostgreSQL, local push and mail services; nothing of ours is mocked.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeEachDriver } from '@pick3/db/testing';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { GATE_COOKIE } from '../src/services/passcode-gate.service.js';
import {
  describeWithDatabase,
  newBrowser,
  nextIp,
  signupAndVerify,
  uniqueEmail,
} from '../src/testing/accounts.js';
import { CookieJar } from '../src/testing/cookie-jar.js';
import { buildTestApp, makeDraws, seedDraws } from '../src/testing/test-app.js';

const PASSCODE = 'round4-passcode';

// The parts of the real index.html the server rewrites: title, description, the loading line.
const INDEX =
  '<!doctype html><html lang="en"><head><title>Pick 3 Analysis</title>' +
  '<meta name="description" content="x" /></head><body>' +
  '<noscript>This app needs JavaScript to analyse draws.</noscript>' +
  '<div id="root"><div class="boot"><p class="boot-status" role="status">Loading...</p></div></div>' +
  '<script type="module" src="/assets/app.js"></script></body></html>';

let webDir: string;
beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'pick3-round4-web-'));
  await writeFile(join(webDir, 'index.html'), INDEX);
});
afterAll(async () => {
  await rm(webDir, { recursive: true, force: true });
});

/** A browser that passed the gate: its jar holds the gate cookie. */
async function passGate(app: App): Promise<CookieJar> {
  const jar = new CookieJar();
  const response = jar.store(
    await app.inject({
      method: 'POST',
      url: '/api/auth/passcode',
      payload: { passcode: PASSCODE },
      remoteAddress: nextIp(),
    }),
  );
  expect(response.statusCode).toBe(200);
  expect(jar.cookies.has(GATE_COOKIE)).toBe(true);
  return jar;
}

describeEachDriver('finding 1: the gate covers every page that renders data', (t) => {
  let app: App;
  beforeEach(async () => {
    app = await buildTestApp(t.database(), { PICK3_PASSCODES: PASSCODE, WEB_DIST_DIR: webDir });
  });
  afterEach(async () => app?.close());

  it('serves /results/GA?month=… without its draws to a browser without the gate cookie', async () => {
    const draws = makeDraws('GA', '2010-05-31', 31, ['DAY', 'EVE'], 5);
    await seedDraws(t.database(), draws);
    const newest = draws.find((d) => d.date === '2010-05-31' && d.drawTime === 'EVE')!;
    const row = `<time datetime="2010-05-31">5/31/2010</time></td><td>Evening</td><td><strong>${newest.number}</strong>`;
    const pages = ['/results/GA?month=2010-05', '/results/ga', '/?state=GA', '/pools/1-1'];
    for (const url of pages) {
      const stranger = await app.inject({ url, remoteAddress: nextIp() });
      expect(stranger.statusCode, url).toBe(200);
      // The shell that shows the gate: no results table, no first view, no figures in the head.
      expect(stranger.body, url).not.toContain('<table');
      expect(stranger.body, url).not.toContain('pick3-first-view');
      expect(stranger.body, url).not.toContain('draws stored');
      expect(stranger.body, url).toContain('Loading...');
      expect(stranger.headers['cache-control'], url).toMatch(/private/);
      expect(stranger.headers.vary, url).toMatch(/Cookie/);
    }
    // A visitor who passed the gate reads the month without JavaScript, as before.
    const jar = await passGate(app);
    const passed = await app.inject({
      url: '/results/GA?month=2010-05',
      headers: jar.headers(),
      remoteAddress: nextIp(),
    });
    expect(passed.body).toContain(row);
    expect(passed.body).toContain('pick3-first-view');
    // The API route behind it was already gated.
    const api = await app.inject({ url: '/api/draws/results?state=GA&month=2010-05' });
    expect(api.statusCode).toBe(401);
  });
});

/** Code sends recorded for `destination` (from `requester` only, when given). */
async function codeSends(app: App, destination: string, requester?: string): Promise<number> {
  let query = app.db
    .selectFrom('code_sends')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('destination', '=', destination);
  if (requester !== undefined) query = query.where('requester', '=', requester);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

describeWithDatabase('finding 2: a stranger cannot use up an address’s codes', (database) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database(), { DEMO_MODE: '1' });
  });
  afterAll(async () => app?.close());

  const reset = (email: string, ip: string, jar?: CookieJar) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email },
      headers: jar?.headers() ?? {},
      remoteAddress: ip,
    });

  it('answers a stranger over the cap as if it sent, and the owner still gets a working code', async () => {
    const email = uniqueEmail('victim');
    const owner = await newBrowser(app);
    await signupAndVerify(app, owner, email);
    const stranger = nextIp();
    const first = await reset(email, stranger);
    // Ten requests from one address (the reset route's own limit allows ten a minute): all the same.
    for (let i = 0; i < 9; i += 1) {
      const again = await reset(email, stranger);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
    }
    // Counted per (destination, requester): five rows for the stranger, the rest sent nothing.
    expect(await codeSends(app, email, stranger)).toBe(5);

    // The owner's own reset works, and a later request by anyone never kills the owner's code.
    const ownIp = nextIp();
    const own = await reset(email, ownIp, owner);
    expect(own.statusCode).toBe(200);
    const code = own.json<{ demoCode: string }>().demoCode;
    expect(code).toMatch(/^\d{6}$/);
    expect((await reset(email, nextIp())).statusCode).toBe(200);
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: {
        email,
        code,
        password: 'a brand new pass 77',
        confirmPassword: 'a brand new pass 77',
      },
      headers: owner.headers(),
      remoteAddress: ownIp,
    });
    expect(confirmed.statusCode).toBe(200);
  });

  it('lets a signup’s owner verify after strangers asked for the same address', async () => {
    const email = uniqueEmail('newcomer');
    for (let i = 0; i < 6; i += 1) {
      const signup = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          fullName: 'Some One',
          email,
          password: 'correct horse 42',
          confirmPassword: 'correct horse 42',
          state: 'GA',
          zipCode: '30301',
        },
        remoteAddress: '203.0.113.9',
      });
      expect(signup.statusCode).toBe(201);
    }
    expect(await codeSends(app, email)).toBe(5);
  });
});
