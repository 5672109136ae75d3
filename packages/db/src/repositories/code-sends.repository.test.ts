import { expect, it } from 'vitest';
import { describeEachDriver } from '../testing/test-db.js';
import * as codeSendsRepository from './code-sends.repository.js';
import * as usersRepository from './users.repository.js';

describeEachDriver('codeSendsRepository', (t) => {
  const caps = { perDestination: 3, perAccount: 4 };

  it('lets a destination receive at most its cap a day, whoever asks and in any case', async () => {
    const send = {
      channel: 'email' as const,
      purpose: 'signup' as const,
      destination: 'ada@example.com',
    };
    for (let i = 0; i < 3; i += 1)
      expect(await codeSendsRepository.claim(t.db(), send, caps)).toBe('ok');
    expect(
      await codeSendsRepository.claim(
        t.db(),
        { ...send, destination: ' ADA@example.com', purpose: 'reset' },
        caps,
      ),
    ).toBe('destination_limit');
    expect(
      await codeSendsRepository.claim(t.db(), { ...send, destination: 'bob@example.com' }, caps),
    ).toBe('ok');
    // A day later the first three no longer count.
    expect(
      await codeSendsRepository.claim(t.db(), send, caps, new Date(Date.now() + 86_400_000 + 1000)),
    ).toBe('ok');
    const rows = await t.db().selectFrom('code_sends').select(['destination', 'purpose']).execute();
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.destination === r.destination.toLowerCase())).toBe(true);
  });

  it('counts per requester, with a total cap for the destination over every requester', async () => {
    const send = {
      channel: 'email' as const,
      purpose: 'reset' as const,
      destination: 'cy@example.com',
    };
    const withTotal = { ...caps, perDestinationTotal: 5 };
    for (let i = 0; i < 3; i += 1)
      expect(
        await codeSendsRepository.claim(t.db(), { ...send, requester: '10.0.0.1' }, withTotal),
      ).toBe('ok');
    expect(
      await codeSendsRepository.claim(t.db(), { ...send, requester: '10.0.0.1' }, withTotal),
    ).toBe('destination_limit');
    // Another requester is not held back by the first one's sends, up to the total.
    expect(
      await codeSendsRepository.claim(t.db(), { ...send, requester: '10.0.0.2' }, withTotal),
    ).toBe('ok');
    expect(
      await codeSendsRepository.claim(t.db(), { ...send, requester: '10.0.0.3' }, withTotal),
    ).toBe('ok');
    expect(
      await codeSendsRepository.claim(t.db(), { ...send, requester: '10.0.0.4' }, withTotal),
    ).toBe('destination_limit');
  });

  it('caps one account across destinations, and counts concurrent claims exactly', async () => {
    const user = await usersRepository.create(t.db(), {
      fullName: 'Ada',
      email: 'ada@example.com',
      passwordHash: 'h',
    });
    const send = (destination: string) => ({
      channel: 'sms' as const,
      purpose: 'alert' as const,
      destination,
      userId: user?.id ?? null,
    });
    const outcomes = await Promise.all(
      ['+15550000001', '+15550000002', '+15550000003', '+15550000004', '+15550000005'].map((d) =>
        codeSendsRepository.claim(t.db(), send(d), caps),
      ),
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(4);
    expect(outcomes.filter((o) => o === 'account_limit')).toHaveLength(1);
    const same = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        codeSendsRepository.claim(t.db(), { ...send('+15559999999'), userId: null }, caps),
      ),
    );
    expect(same.filter((o) => o === 'ok')).toHaveLength(3);
    expect(await codeSendsRepository.deleteOlderThan(t.db(), new Date(Date.now() + 1000))).toBe(7);
  });
});
