import { describe, expect, it } from 'vitest';
import {
  gameName,
  isKnownState,
  parseStateCode,
  STATE_CODES,
  stateName,
  STATES,
  statePageCopy,
} from './states.js';

describe('STATES', () => {
  it('lists the Lottery Sites entries of the spec, one per state or group', () => {
    expect(STATE_CODES).toEqual(
      'AR AZ CA CO CT DC DE FL GA IA ID IL IN KS KY LA MD ME MI MN MO NC NE NJ NM NY OH OK PA SC TN TX VA WA WI WV'.split(
        ' ',
      ),
    );
    expect(new Set(STATE_CODES).size).toBe(STATES.length);
    expect(stateName('ME')).toBe('Maine/NH/VT');
  });

  it('gives every entry a name, a game and an https URL on the lottery’s own site', () => {
    for (const s of STATES) {
      expect(s.name.length).toBeGreaterThan(1);
      expect(s.gameName.length).toBeGreaterThan(1);
      const url = new URL(s.url);
      expect(url.protocol).toBe('https:');
      expect(url.hostname).toMatch(/lottery|lotto|lot\.|trilot|palottery|lottery\.ok\.gov|ny\.gov/);
    }
  });

  it('uses the real game names', () => {
    expect(gameName('TX')).toBe('Texas Pick 3');
    expect(gameName('GA')).toBe('Georgia Cash 3');
    expect(gameName('CA')).toBe('Daily 3');
    expect(gameName('NY')).toBe('Numbers');
    expect(gameName('FL')).toBe('Pick 3');
    expect(gameName('PA')).toBe('Pick 3');
    expect(gameName('NJ')).toBe('Pick-3');
    expect(gameName('DC')).toBe('DC-3');
    expect(gameName('MD')).toBe('Pick 3');
    expect(gameName('VA')).toBe('Pick 3');
    expect(gameName('ga')).toBe('Georgia Cash 3');
  });

  it('falls back to "{code} Pick 3" and the code for unknown states', () => {
    expect(gameName('ZZ')).toBe('ZZ Pick 3');
    expect(stateName('ZZ')).toBe('ZZ');
    expect(stateName('tx')).toBe('Texas');
    expect(isKnownState('TX')).toBe(true);
    expect(isKnownState('ZZ')).toBe(false);
    expect(isKnownState('tx')).toBe(false);
  });
});

describe('parseStateCode', () => {
  it('accepts two letters in any case', () => {
    expect(parseStateCode('ga')).toBe('GA');
    expect(parseStateCode('ZZ')).toBe('ZZ');
  });
  it.each([[''], ['G'], ['GAA'], ['G1'], [' GA'], ['Georgia'], [undefined]])(
    'rejects %j with INVALID_STATE',
    (bad) => {
      expect(() => parseStateCode(bad)).toThrow(
        expect.objectContaining({ code: 'INVALID_STATE', field: 'state' }),
      );
    },
  );
});

describe('statePageCopy', () => {
  it('writes the page in English by default, the game and state named', () => {
    expect(statePageCopy('GA')).toEqual({
      title: 'Georgia Cash 3 Analysis: Repeats, Removed and Remaining Numbers',
      description:
        'Free Georgia Cash 3 analysis for Georgia: past draws by draw time, repeats with gaps, ' +
        'removed and remaining box numbers of 220, and digit-pattern filters.',
    });
    expect(statePageCopy('TX', 'en')).toEqual(statePageCopy('TX'));
  });

  it('writes it in Spanish on request, keeping the game name players know', () => {
    const copy = statePageCopy('TX', 'es');
    expect(copy.title).toBe(
      'Análisis de Texas Pick 3: repeticiones, números eliminados y restantes',
    );
    expect(copy.description).toContain('Análisis gratis de Texas Pick 3 para Texas');
    expect(copy.description).toContain('números Box eliminados y restantes de 220');
  });
});

describe('stateGameName', () => {
  it('names the game with its state once, so every state has its own title', async () => {
    const { stateGameName, STATE_CODES } = await import('./states.js');
    expect(stateGameName('GA')).toBe('Georgia Cash 3');
    expect(stateGameName('FL')).toBe('Florida Pick 3');
    expect(new Set(STATE_CODES.map(stateGameName)).size).toBe(STATE_CODES.length);
  });
});
