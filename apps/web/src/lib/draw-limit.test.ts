import { describe, expect, it } from 'vitest';
import { clampDrawLimit, sanitizeDrawLimitInput, typedDrawLimit } from './draw-limit.js';

describe('draw limit rules (spec §5)', () => {
  it('keeps digits only while typing', () => {
    expect(sanitizeDrawLimitInput('12a3')).toBe('123');
    expect(sanitizeDrawLimitInput('-5.5')).toBe('55');
    expect(sanitizeDrawLimitInput('')).toBe('');
  });

  it('clamps on blur: empty and non-numeric → 730, below 1 → 1, above 730 → 730', () => {
    expect(clampDrawLimit('')).toBe(730);
    expect(clampDrawLimit('abc')).toBe(730);
    expect(clampDrawLimit('0')).toBe(1);
    expect(clampDrawLimit('731')).toBe(730);
    expect(clampDrawLimit('99999')).toBe(730);
    expect(clampDrawLimit('1')).toBe(1);
    expect(clampDrawLimit('100')).toBe(100);
  });

  it('applies a typed value only within 1–730; empty means 730', () => {
    expect(typedDrawLimit('100')).toBe(100);
    expect(typedDrawLimit('730')).toBe(730);
    expect(typedDrawLimit('0')).toBeNull();
    expect(typedDrawLimit('731')).toBeNull();
    expect(typedDrawLimit('')).toBe(730);
  });
});
