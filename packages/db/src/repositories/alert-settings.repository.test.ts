import { expect, it } from 'vitest';
import { DEFAULT_ALERT_SETTINGS } from '@pick3/core';
import { describeEachDriver } from '../testing/test-db.js';
import * as alertSettingsRepository from './alert-settings.repository.js';

describeEachDriver('alertSettingsRepository', (t) => {
  it('creates settings with the spec defaults on first upsert', async () => {
    expect(await alertSettingsRepository.get(t.db(), 'v1')).toBeUndefined();
    const created = await alertSettingsRepository.upsert(t.db(), 'v1', { email: 'a@x.com' });
    // The column defaults of aert_data agree with the defaults the API answers before any save.
    expect(created).toMatchObject({
      ...DEFAULT_ALERT_SETTINGS,
      visitorId: 'v1',
      email: 'a@x.com',
      language: 'en',
    });
    expect(await alertSettingsRepository.get(t.db(), 'v1')).toEqual(created);
  });

  it('keeps the language alerts are written in, and refuses one the app does not speak', async () => {
    await alertSettingsRepository.upsert(t.db(), 'v1', { language: 'es' });
    // A later save without a language leaves it as it was.
    await alertSettingsRepository.upsert(t.db(), 'v1', { isTracking: true });
    expect((await alertSettingsRepository.get(t.db(), 'v1'))?.language).toBe('es');
    await expect(
      alertSettingsRepository.upsert(t.db(), 'v1', { language: 'fr' as 'en' }),
    ).rejects.toThrow(/aert_data_language_check/);
  });

  it('changes only the given fields, JSON entries included', async () => {
    await alertSettingsRepository.upsert(t.db(), 'v1', { email: 'a@x.com', trackNight: true });
    const entries = [{ number: '123', pool: '1,1' }];
    const updated = await alertSettingsRepository.upsert(t.db(), 'v1', {
      isTracking: true,
      trackedEntries: entries,
      dailySummary: true,
    });
    expect(updated).toMatchObject({
      email: 'a@x.com',
      trackNight: true,
      isTracking: true,
      dailySummary: true,
      trackedEntries: entries,
    });
  });

  it('lists the visitors who track', async () => {
    await alertSettingsRepository.upsert(t.db(), 'v1', { isTracking: true });
    await alertSettingsRepository.upsert(t.db(), 'v2', {});
    expect((await alertSettingsRepository.listTracking(t.db())).map((s) => s.visitorId)).toEqual([
      'v1',
    ]);
  });
});
