import { describe, expect, it } from 'vitest';
import { stateOptions } from './get-states.js';

describe('stateOptions', () => {
  it('puts TX first, then the server states by name, without duplicates', () => {
    const options = stateOptions([
      { code: 'NY', name: 'New York', gameName: 'Numbers' },
      { code: 'TX', name: 'Texas', gameName: 'Texas Pick 3' },
      { code: 'GA', name: 'Georgia', gameName: 'Georgia Cash 3' },
    ]);
    expect(options.map((o) => o.value)).toEqual(['TX', 'GA', 'NY']);
    expect(options[0]).toEqual({ value: 'TX', label: 'Texas' });
  });

  it('falls back to the states core knows before the call answers', () => {
    const options = stateOptions(undefined);
    expect(options[0]?.value).toBe('TX');
    expect(options.length).toBeGreaterThan(30);
  });
});
