import { describe, expect, it } from 'vitest';
import { statePageCopy } from '@pick3/core';
import { seoForState } from './seo.js';

describe('seoForState', () => {
  it('names the state game and describes a free web application', () => {
    const seo = seoForState('GA', 'https://example.org');
    expect(seo.title).toContain('Georgia Cash 3');
    expect(seo.description).toContain('Georgia');
    // The words of the page the server sends for /?state=GA: a shared link reads the same throughout.
    expect({ title: seo.title, description: seo.description }).toEqual(statePageCopy('GA'));
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
