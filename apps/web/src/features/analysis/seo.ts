import { gameName, stateName } from '@pick3/core';
import type { SeoProps } from '../../components/Seo.js';

/** Per-state title, description and structured data of the main page (spec §1). */
export function seoForState(code: string, origin = ''): SeoProps {
  const game = gameName(code);
  const title = `${game} Results, Repeats & Remaining Numbers | Pick 3 Analysis`;
  const description = `Free ${game} analysis for ${stateName(code)}: past draws, repeats with gaps, removed and remaining box and straight numbers, and pattern filters.`;
  return {
    title,
    description,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: `Pick 3 Analysis: ${game}`,
      description,
      applicationCategory: 'UtilitiesApplication',
      operatingSystem: 'Any',
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
      ...(origin ? { url: `${origin}/` } : {}),
    },
  };
}
