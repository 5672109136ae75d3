import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/i18n.js';
import { coverageSentence, missingDrawsText } from './coverage-text.js';

afterEach(async () => {
  await setLanguage('en');
});

describe('missingDrawsText', () => {
  it('names the count, draw time and dates of a run', () => {
    expect(
      missingDrawsText({ drawTime: 'EVE', from: '2025-09-13', to: '2025-10-10', count: 28 }),
    ).toBe('28 Evening draws between 9/13/2025 and 10/10/2025 are missing from this history');
    expect(
      missingDrawsText({ drawTime: 'NITE', from: '2022-07-11', to: '2022-07-11', count: 1 }),
    ).toBe('1 Night draw on 7/11/2022 is missing from this history');
    expect(
      missingDrawsText({ drawTime: 'DAY', from: '2014-12-02', to: '2018-12-31', count: 1491 }),
    ).toContain('1,491 Day draws');
  });

  it('writes the dates and the count the Spanish way in Spanish', async () => {
    await setLanguage('es');
    const text = missingDrawsText({
      drawTime: 'EVE',
      from: '2025-09-13',
      to: '2025-10-10',
      count: 1491,
    });
    expect(text).toContain('13/9/2025');
    expect(text).toContain('10/10/2025');
    expect(text).not.toContain('9/13/2025');
  });
});

describe('coverageSentence', () => {
  it('counts states with draws and those up to date, never more than it was given', () => {
    const states = [
      { code: 'TX', name: 'Texas', status: 'stale' as const, drawCount: 5516 },
      { code: 'GA', name: 'Georgia', status: 'live' as const, drawCount: 21732 },
      { code: 'FL', name: 'Florida', status: 'behind' as const, drawCount: 20039 },
      { code: 'AR', name: 'Arkansas', status: 'empty' as const, drawCount: 0 },
    ];
    expect(coverageSentence(states)).toBe('Draws are stored for 3 of 4 states (1 up to date).');
    expect(coverageSentence([])).toBe('Draws are stored for 0 of 0 states (0 up to date).');
  });
});
