import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_ALERT_SETTINGS } from '@pick3/core';
import { renderWithProviders } from '../../../testing/render.js';
import type { AlertSettingsReply, PastAlert } from '../api/alert-settings.js';
import { AlertsView } from './AlertsView.js';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The /api/aert routes at the network edge, answering as apps/api's aert.routes.ts does for a
 * signed-in account: PUT merges the fields sent, a changed address is unverified, the code send
 * is capped per destination (429 with the server's message), the code is checked.
 */
function fakeAlertsApi(sendLimit = 5, history: PastAlert[] = []) {
  const settings: AlertSettingsReply = {
    ...DEFAULT_ALERT_SETTINGS,
    // This fake changes its settings in place; the shared defaults are frozen.
    trackedEntries: [],
    delivery: { email: 'smtp', sms: 'gateway' },
  };
  const requests: { method: string; url: string; body: unknown }[] = [];
  const sends = new Map<string, number>();
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    let url = String(input);
    const method = init?.method ?? 'GET';
    const body =
      typeof init?.body === 'string'
        ? (JSON.parse(init.body) as Record<string, unknown>)
        : undefined;
    requests.push({ method, url, body });
    // The settings are read and saved with the state on screen (?state=XX): their defaults follow it.
    if (url.startsWith('/api/aert?state=')) url = '/api/aert';
    if (url === '/api/states') return json({ states: [] });
    if (url === '/api/aert' && method === 'GET') return json(settings);
    if (url === '/api/aert/history' && method === 'GET') return json({ alerts: history });
    if (url === '/api/aert' && method === 'PUT') {
      const change = body as Partial<AlertSettingsReply>;
      if (change.email !== undefined && change.email !== settings.email)
        settings.emailVerified = false;
      if (change.smsNumber !== undefined) {
        change.smsNumber =
          change.smsNumber === null ? null : `+1${change.smsNumber.replace(/\D/g, '')}`;
        if (change.smsNumber !== settings.smsNumber) settings.smsVerified = false;
      }
      Object.assign(settings, change);
      return json(settings);
    }
    if (url === '/api/aert/verify/send') {
      const channel = (body as { channel: 'email' | 'sms' }).channel;
      const address = channel === 'email' ? settings.email! : settings.smsNumber!;
      const count = (sends.get(address) ?? 0) + 1;
      sends.set(address, count);
      if (count > sendLimit) {
        return json(
          {
            statusCode: 429,
            code: 'DESTINATION_DAILY_LIMIT',
            message: `This number has been sent ${sendLimit} codes in the last 24 hours; try again later`,
          },
          429,
        );
      }
      return json({ channel, sent: true, message: `Code sent to ${address}` });
    }
    if (url === '/api/aert/verify') {
      const { channel, code } = body as { channel: 'email' | 'sms'; code: string };
      if (code !== '246810') {
        return json(
          {
            statusCode: 400,
            code: 'INVALID_CODE',
            message: 'Please enter the correct verification code.',
          },
          400,
        );
      }
      if (channel === 'email') settings.emailVerified = true;
      else settings.smsVerified = true;
      return json(settings);
    }
    return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
  }) as typeof fetch;
  return { settings, requests };
}

// The first render loads Mantine and the settings; a busy machine can take over a second.
const loaded = () => screen.findByRole('heading', { name: 'Alerts' }, { timeout: 5000 });

describe('AlertsView', () => {
  it('cannot switch alerts on where nothing can deliver them, and says why', async () => {
    const api = fakeAlertsApi();
    api.settings.isTracking = false;
    api.settings.delivery = { email: 'offline', sms: 'offline' };
    renderWithProviders(<AlertsView defaultState="TX" />);
    await loaded();
    expect(screen.getByRole('switch', { name: /^Send alerts/ })).toBeDisabled();
    expect(
      screen.getByText(
        'No e-mail or SMS sender is configured on this server, so alerts cannot be sent here and cannot be switched on.',
      ),
    ).toBeInTheDocument();
  });

  it('tracks a number per state and play, saving the whole list as JSON, and removes it', async () => {
    const user = userEvent.setup();
    const api = fakeAlertsApi();
    renderWithProviders(<AlertsView defaultState="TX" />);
    await loaded();
    expect(screen.getByText('No numbers tracked yet.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('State'), 'GA');
    await user.type(screen.getByLabelText('Number'), '4a07');
    await user.click(screen.getByRole('radio', { name: 'Straight' }));
    await user.click(screen.getByRole('button', { name: 'Track number' }));

    const list = await screen.findByRole('list', { name: 'Tracked in Georgia' });
    expect(list).toHaveTextContent('407 Straight');
    expect(api.settings.trackedEntries).toEqual([{ state: 'GA', number: '407', mode: 'straight' }]);
    const put = api.requests.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({
      trackedEntries: [{ state: 'GA', number: '407', mode: 'straight' }],
    });

    // The same entry again is refused in the form, with no request.
    const putsBefore = api.requests.filter((r) => r.method === 'PUT').length;
    await user.selectOptions(screen.getByLabelText('State'), 'GA');
    await user.type(screen.getByLabelText('Number'), '407');
    await user.click(screen.getByRole('radio', { name: 'Straight' }));
    await user.click(screen.getByRole('button', { name: 'Track number' }));
    expect(await screen.findByText('407 (straight) is already tracked in GA')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(putsBefore);

    await user.click(screen.getByRole('button', { name: 'Stop tracking 407 straight in Georgia' }));
    await screen.findByText('No numbers tracked yet.');
    expect(api.settings.trackedEntries).toEqual([]);
  });

  it('shows no "already tracked" under Number once an add succeeded, even when the save is slow (issue 25)', async () => {
    const user = userEvent.setup();
    const api = fakeAlertsApi();
    // The server answers the save after the page has re-rendered a few times, as a busy one does.
    const answer = globalThis.fetch;
    let putsAnswered = 0;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if ((init?.method ?? 'GET') !== 'PUT') return answer(input, init);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const response = await answer(input, init);
      putsAnswered += 1;
      return response;
    }) as typeof fetch;
    renderWithProviders(<AlertsView defaultState="GA" />);
    await loaded();
    const number = screen.getByLabelText('Number');
    await user.type(number, '407{Enter}');
    const list = await screen.findByRole('list', { name: 'Tracked in Georgia' });
    expect(list).toHaveTextContent('407 Box');
    await waitFor(() => expect(putsAnswered).toBe(1));
    expect(api.settings.trackedEntries).toEqual([{ state: 'GA', number: '407', mode: 'box' }]);
    expect(number).toHaveValue('');
    expect(number).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/is already tracked in/)).toBeNull();
  });

  it("offers Georgia's own draw times, named as Georgia names them", async () => {
    const api = fakeAlertsApi();
    // What GET /api/aert?state=GA answers before anything is saved (alert-draw-time-defaults.test.ts).
    Object.assign(api.settings, { trackMorning: false, trackNight: true });
    renderWithProviders(<AlertsView defaultState="GA" />);
    await loaded();
    expect(api.requests.some((r) => r.url === '/api/aert?state=GA')).toBe(true);
    const group = screen.getByRole('group', { name: 'Draw times' });
    expect(within(group).queryByLabelText('Morning')).toBeNull();
    for (const name of ['Midday', 'Evening', 'Night'])
      expect(within(group).getByLabelText(name)).toBeChecked();
  });

  it('switches alerts, draw times, only-on-a-match and the daily summary on the server', async () => {
    const user = userEvent.setup();
    const api = fakeAlertsApi();
    renderWithProviders(<AlertsView defaultState="TX" />);
    await loaded();
    const tracking = screen.getByRole('switch', { name: /^Send alerts/ });
    expect(tracking).not.toBeChecked();
    await user.click(tracking);
    await waitFor(() => expect(api.settings.isTracking).toBe(true));
    expect(
      await screen.findByText('Alerts follow the Morning, Day, Evening draws.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Night' }));
    await waitFor(() => expect(api.settings.trackNight).toBe(true));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Night' })).toBeChecked());

    await user.click(screen.getByRole('switch', { name: /^Only on a match/ }));
    await waitFor(() => expect(api.settings.alertOnMatchOnly).toBe(false));
    await user.click(screen.getByRole('switch', { name: /^Daily summary/ }));
    await waitFor(() => expect(api.settings.dailySummary).toBe(true));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: /^Daily summary/ })).toBeChecked(),
    );
    expect(api.requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { isTracking: true },
      { trackNight: true },
      { alertOnMatchOnly: false },
      { dailySummary: true },
    ]);
  });

  it('verifies an SMS number with a code and shows the 429 message of the send cap', async () => {
    const user = userEvent.setup();
    const api = fakeAlertsApi(1);
    renderWithProviders(<AlertsView defaultState="TX" />);
    await loaded();
    const sms = screen.getByRole('group', { name: 'SMS number' });
    await user.type(within(sms).getByLabelText('SMS number'), '555 123 4567');
    await user.click(within(sms).getByRole('button', { name: 'Save' }));
    // The saved, normalised number replaces what was typed.
    await waitFor(() =>
      expect(within(sms).getByLabelText('SMS number')).toHaveValue('+15551234567'),
    );
    expect(within(sms).getByText('Not verified')).toBeInTheDocument();

    await user.click(within(sms).getByRole('button', { name: 'Send code' }));
    expect(await within(sms).findByText('Code sent to +15551234567')).toBeInTheDocument();
    await user.type(within(sms).getByLabelText('Code'), '111111');
    await user.click(within(sms).getByRole('button', { name: 'Verify' }));
    expect(await within(sms).findByRole('alert')).toHaveTextContent(
      'Please enter the correct verification code.',
    );

    // A second send goes over the fake's cap of one: the server's own words are shown.
    await user.click(within(sms).getByRole('button', { name: 'Send code' }));
    expect(await within(sms).findByRole('alert')).toHaveTextContent(
      'This number has been sent 1 codes in the last 24 hours; try again later',
    );

    await user.clear(within(sms).getByLabelText('Code'));
    await user.type(within(sms).getByLabelText('Code'), '246810');
    await user.click(within(sms).getByRole('button', { name: 'Verify' }));
    expect(await within(sms).findByText('Verified')).toBeInTheDocument();
    expect(api.settings.smsVerified).toBe(true);
    expect(within(sms).queryByRole('button', { name: 'Send code' })).not.toBeInTheDocument();
  });

  it('says when no alert was sent yet', async () => {
    fakeAlertsApi();
    renderWithProviders(<AlertsView defaultState="TX" />);
    await loaded();
    const history = screen.getByRole('region', { name: 'Past alerts' });
    expect(await within(history).findByText('No alerts sent yet')).toBeInTheDocument();
    expect(within(history).queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists past alerts in the order the server gives (newest first), with what, where and how it went', async () => {
    // As GET /api/aert/history answers: newest first, addresses masked, a summary without a draw.
    const api = fakeAlertsApi(5, [
      {
        kind: 'summary',
        channel: 'email',
        recipient: 'd***@example.com',
        state: null,
        date: '2025-09-01',
        drawTime: null,
        number: null,
        status: 'skipped',
        at: '2025-09-02T05:00:00.000Z',
      },
      {
        kind: 'match',
        channel: 'sms',
        recipient: '***4567',
        state: 'GA',
        date: '2025-09-01',
        drawTime: 'EVE',
        number: '061',
        status: 'failed',
        at: '2025-09-01T23:40:00.000Z',
      },
      {
        kind: 'match',
        channel: 'email',
        recipient: 'd***@example.com',
        state: 'GA',
        date: '2025-09-01',
        drawTime: 'EVE',
        number: '061',
        status: 'sent',
        at: '2025-09-01T23:39:00.000Z',
      },
    ]);
    renderWithProviders(<AlertsView defaultState="TX" />);
    await loaded();
    const list = await screen.findByRole('list', { name: 'Past alerts' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /^Daily summary for 9\/1\/2025 — Not sent \(delivery off\)E-mail to d\*\*\*@example\.com, /,
      ),
      expect.stringMatching(/^GA Evening 9\/1\/2025: 061 — FailedText to \*\*\*4567, /),
      expect.stringMatching(/^GA Evening 9\/1\/2025: 061 — SentE-mail to d\*\*\*@example\.com, /),
    ]);
    expect(items[2]).toHaveTextContent(
      new Date('2025-09-01T23:39:00.000Z').toLocaleString('en-US'),
    );
    expect(screen.queryByText('No alerts sent yet')).not.toBeInTheDocument();
    expect(api.requests.some((r) => r.url === '/api/aert/history' && r.method === 'GET')).toBe(
      true,
    );
  });
});
