// The field rules are the browser's entry of the contract: nothing in it may pull in TypeBox, or the
// web bundle would carry the schema library.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('@pick3/contract/field-rules', () => {
  it('imports nothing but itself and @pick3/core', () => {
    const dir = new URL('.', import.meta.url);
    const sources = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    for (const file of sources) {
      const text = readFileSync(new URL(file, dir), 'utf8');
      const imports = [...text.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      for (const source of imports) expect(source, file).toMatch(/^(\.\/|@pick3\/core$)/);
    }
  });
});
