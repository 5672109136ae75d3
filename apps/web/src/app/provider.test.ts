import { describe, expect, it } from 'vitest';
import { mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { theme, variantColorResolver } from './provider.js';

/** WCAG relative luminance of an rgb()/rgba() or #rrggbb colour (alpha ignored: text is opaque). */
function luminance(color: string): number {
  const parts = color.startsWith('#')
    ? [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16))
    : (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const [r, g, b] = parts.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('variantColorResolver', () => {
  const full = mergeMantineTheme(DEFAULT_THEME, theme);

  it.each(['green', 'orange', 'red', 'gray', 'blue'])(
    'gives light %s text at least 4.5:1 on its tint',
    (color) => {
      const { color: text } = variantColorResolver({ color, theme: full, variant: 'light' });
      // The tint is at most as dark as the colour's shade 1 on white.
      const tint = full.colors[color]![1]!;
      const ratio = (luminance(tint) + 0.05) / (luminance(text) + 0.05);
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('leaves the other variants alone', () => {
    const filled = variantColorResolver({ color: 'green', theme: full, variant: 'filled' });
    expect(filled.color).toBe('var(--mantine-color-white)');
  });
});
