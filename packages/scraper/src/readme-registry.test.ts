// The scraper README's counts and its verified list come from the registry: the block between
// `<!-- registry:start -->` and `<!-- registry:end -->` is what `registryBlock()` prints, so a source
// added, removed or verified without the README following fails here (the message holds the block).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOTTERYUSA_SOURCES, SOURCES } from './sources/registry.js';

const README = fileURLToPath(new URL('../README.md', import.meta.url));

function registryBlock(): string {
  const official = SOURCES.filter((s) => s.kind === 'official');
  const officialStates = [...new Set(official.map((s) => s.state))].sort();
  const aggregateOn = LOTTERYUSA_SOURCES.filter((s) => s.defaultEnabled).length;
  const verified = SOURCES.filter((s) => s.verified);
  const lines = [
    `- ${official.length} official sources (kind \`official\`) for ${officialStates.length} states: ` +
      `${officialStates.join(' ')}.`,
    `- ${LOTTERYUSA_SOURCES.length} LotteryUSA sources (kind \`aggregate\`), one per listed state: on by ` +
      `default for the ${aggregateOn} states without an official source, the second witness and the ` +
      `fallback for the other ${LOTTERYUSA_SOURCES.length - aggregateOn}.`,
    `- ${verified.length} sources are \`verified\` (their parser's tests read a saved real response, ` +
      `named below); the other ${SOURCES.length - verified.length} are unverified.`,
    '',
    '| source | verified by (fixtures/) |',
    '| --- | --- |',
    ...verified.map((s) => `| \`${s.id}\` | ${s.verifiedBy.map((f) => `\`${f}\``).join(', ')} |`),
  ];
  return lines.join('\n');
}

/** Table rows compared cell by cell: prettier pads cells and widens the `---` rule. */
const normalise = (block: string): string =>
  block
    .split('\n')
    .map((line) =>
      line.startsWith('|')
        ? line
            .split('|')
            .map((cell) => (/^\s*-+\s*$/.test(cell) ? '---' : cell.trim()))
            .join('|')
        : line,
    )
    .join('\n');

describe('README.md', () => {
  it('states the counts and the verified sources of the registry', () => {
    const text = readFileSync(README, 'utf8');
    const block = /<!-- registry:start -->\n([\s\S]*?)\n<!-- registry:end -->/.exec(text)?.[1];
    expect(normalise(block?.trim() ?? ''), 'README.md registry block').toBe(
      normalise(registryBlock()),
    );
  });

  it('names a real fixture for each verified source and none for the others', () => {
    for (const source of SOURCES) {
      expect(source.verified, source.id).toBe(source.verifiedBy.length > 0);
    }
    const fixtures = readFileSync(new URL('../fixtures/README.md', import.meta.url), 'utf8');
    const real = fixtures.slice(fixtures.indexOf('\n## Real\n'), fixtures.indexOf('\n## Built'));
    for (const file of SOURCES.flatMap((s) => s.verifiedBy)) expect(real).toContain(`\`${file}\``);
  });
});
