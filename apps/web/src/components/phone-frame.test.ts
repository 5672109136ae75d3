import { describe, expect, it } from 'vitest';
import { isDemoFrame } from './phone-frame.js';

describe('isDemoFrame', () => {
  it('is off by default and on with ?demo=1 or VITE_DEMO_FRAME=1', () => {
    expect(isDemoFrame('', undefined)).toBe(false);
    expect(isDemoFrame('?demo=0', '0')).toBe(false);
    expect(isDemoFrame('?x=1&demo=1', undefined)).toBe(true);
    expect(isDemoFrame('', '1')).toBe(true);
  });
});
