import { expect, it } from 'vitest';
import { describeEachDriver } from '../testing/test-db.js';
import * as verificationCodesRepository from './verification-codes.repository.js';

describeEachDriver('verificationCodesRepository', (t) => {
  const now = new Date('2025-07-04T12:00:00Z');
  const expiresAt = new Date('2025-07-04T12:10:00Z');

  it('consumes the right code once', async () => {
    await verificationCodesRepository.create(t.db(), {
      key: 'A@x.com',
      codeHash: 'right',
      expiresAt,
    });
    expect(
      await verificationCodesRepository.consume(t.db(), {
        key: 'a@X.com',
        codeHash: 'right',
        now,
      }),
    ).toBe('ok');
    expect(
      await verificationCodesRepository.consume(t.db(), {
        key: 'a@x.com',
        codeHash: 'right',
        now,
      }),
    ).toBe('not_found');
  });

  it('counts wrong attempts and kills the code at the limit, even for the right value', async () => {
    await verificationCodesRepository.create(t.db(), {
      key: 'a@x.com',
      codeHash: 'right',
      expiresAt,
    });
    const attempt = { key: 'a@x.com', codeHash: 'wrong', maxAttempts: 3, now };
    expect(await verificationCodesRepository.consume(t.db(), attempt)).toBe('invalid');
    expect(await verificationCodesRepository.consume(t.db(), attempt)).toBe('invalid');
    expect(await verificationCodesRepository.consume(t.db(), attempt)).toBe('too_many_attempts');
    expect(
      await verificationCodesRepository.consume(t.db(), { ...attempt, codeHash: 'right' }),
    ).toBe('too_many_attempts');
  });

  it('refuses an expired code and accepts only the newest two, spending both at once', async () => {
    await verificationCodesRepository.create(t.db(), {
      key: 'a@x.com',
      codeHash: 'old',
      expiresAt,
    });
    expect(
      await verificationCodesRepository.consume(t.db(), {
        key: 'a@x.com',
        codeHash: 'old',
        now: expiresAt,
      }),
    ).toBe('expired');
    for (const codeHash of ['new', 'newer'])
      await verificationCodesRepository.create(t.db(), { key: 'a@x.com', codeHash, expiresAt });
    // Three codes stored: the oldest is no longer accepted, the one before the newest still is.
    expect(
      await verificationCodesRepository.consume(t.db(), { key: 'a@x.com', codeHash: 'old', now }),
    ).toBe('invalid');
    expect(
      await verificationCodesRepository.consume(t.db(), { key: 'a@x.com', codeHash: 'new', now }),
    ).toBe('ok');
    expect(
      await verificationCodesRepository.consume(t.db(), { key: 'a@x.com', codeHash: 'newer', now }),
    ).toBe('not_found');
    expect(
      await verificationCodesRepository.consume(t.db(), { key: 'b@x.com', codeHash: 'new', now }),
    ).toBe('not_found');
  });
});
