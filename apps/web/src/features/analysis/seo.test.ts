import { describe, expect, it } from 'vitest';
import { seoForState } from './seo.js';

describe('seoForState', () => {
  it('names the state game and describes a free web application', () => {
    const seo = seoForState('GA', 'https://example.org');
    expect(seo.title).toContain('Georgia Cash 3');
    expect(seo.description).toContain('Georgia');
    expect(seo.jsonLd).toMatchObject({
      '@type': 'WebApplication',
      offers: { price: '0' },
      url: 'https://example.org/',
    });
  });

  it('falls back to "{code} Pick 3" for a state core does not know', () => {
    expect(seoForState('ZZ').title).toContain('ZZ Pick 3');
  });
});
