import { afterEach, describe, expect, it } from 'vitest';
import {
  FIELD_RULE_CODES,
  FULL_NAME_MAX_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_QUANTITY,
  MAX_TRACKED_ENTRIES,
  codeProblem,
  confirmPasswordProblem,
  emailProblem,
  fullNameProblem,
  newPasswordProblem,
  phoneProblem,
  quantityProblem,
  smsNumberProblem,
  stateProblem,
  trackedEntriesFullProblem,
  trackedNumberProblem,
  trackedStateProblem,
  zipCodeProblem,
  type FieldProblem,
} from '@pick3/contract/field-rules';
import { i18n, setLanguage } from '../i18n/i18n.js';
import { TRANSLATIONS, textOf } from './field-rule-message.js';

afterEach(async () => {
  await setLanguage('en');
});

/** One real answer of the shared rules per code: the rules' own English is the reference. */
const SAMPLES: (FieldProblem | null)[] = [
  emailProblem('not-an-address'),
  fullNameProblem(''),
  fullNameProblem('a'.repeat(FULL_NAME_MAX_LENGTH + 1)),
  stateProblem(''),
  stateProblem('G'),
  zipCodeProblem('123'),
  zipCodeProblem('12345678901'),
  stateProblem('ZZ'),
  zipCodeProblem('abcde'),
  phoneProblem('12'),
  newPasswordProblem('', 'ada@example.test'),
  newPasswordProblem('short', 'ada@example.test'),
  newPasswordProblem('a'.repeat(MAX_PASSWORD_LENGTH + 1), 'ada@example.test'),
  newPasswordProblem('password', 'ada@example.test'),
  newPasswordProblem('ada@example.test', 'ada@example.test'),
  confirmPasswordProblem('Harbor-Tangerine-47!', 'Harbor-Tangerine-48!'),
  codeProblem('123'),
  quantityProblem(MAX_QUANTITY + 1),
  smsNumberProblem('12'),
  smsNumberProblem('+882 1234 5678'),
  trackedNumberProblem('12'),
  trackedStateProblem('ZZ'),
  trackedEntriesFullProblem(MAX_TRACKED_ENTRIES),
];

describe('field rule messages', () => {
  it('samples every code the shared rules answer with', () => {
    const sampled = new Set(SAMPLES.map((found) => found?.code));
    expect([...FIELD_RULE_CODES].filter((code) => !sampled.has(code))).toEqual([]);
  });

  it('has a message key in English and in Spanish for every code', async () => {
    await setLanguage('es');
    const missing = FIELD_RULE_CODES.flatMap((code) => {
      const [key] = TRANSLATIONS[code];
      return ['en', 'es']
        .filter((lng) => !i18n.exists(key, { lng }))
        .map((lng) => `${code}: ${key} (${lng})`);
    });
    expect(missing).toEqual([]);
  });

  it("says each rule's own English message in English and a different Spanish one", async () => {
    const found = SAMPLES.filter((sample): sample is FieldProblem => sample !== null);
    expect(found.map(textOf)).toEqual(found.map((sample) => sample.message));
    await setLanguage('es');
    const spanish = found.map(textOf);
    const unchanged = found.filter((sample, i) => spanish[i] === sample.message);
    expect(unchanged.map((sample) => sample.code)).toEqual([]);
    expect(spanish.join('\n')).not.toMatch(/\{\{/);
  });
});
