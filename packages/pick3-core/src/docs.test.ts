import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Every public export carries TSDoc with an @example (house style, after date-fns).
const index = readFileSync(new URL('./index.ts', import.meta.url), 'utf8');
const exported = [...index.matchAll(/export \{([^}]*)\} from '(\.[^']+)'/g)].flatMap(
  ([, names, from]) =>
    names!
      .split(',')
      .map((n) => n.trim().replace(/^type /, ''))
      .filter((n) => n !== '')
      .map((name) => ({ name, file: from!.replace(/\.js$/, '.ts') })),
);

describe('documentation', () => {
  it('finds the exports of index.ts', () => {
    expect(exported.length).toBeGreaterThan(100);
  });

  it.each(exported.map((e) => [e.name, e.file]))('%s has TSDoc with an @example', (name, file) => {
    const source = readFileSync(new URL(file, import.meta.url), 'utf8');
    const declaration = new RegExp(
      `/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*export (?:const|function|class|interface|type) ${name}\\b`,
    ).exec(source);
    expect(declaration, `${name} in ${file}`).not.toBeNull();
    expect(declaration![1]).toContain('@example');
  });
});
