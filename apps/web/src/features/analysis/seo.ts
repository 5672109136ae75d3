import { gameName, statePageCopy } from '@pick3/core';
import type { SeoProps } from '../../components/Seo.js';
import { activeLanguage, t } from '../../i18n/i18n.js';

/**
 * Per-state title, description and structured data of the main page (spec §1), in the same words as
 * the page the server sends for `/?state=XX` (core's statePageCopy).
 */
export function seoForState(code: string, origin = ''): SeoProps {
  const game = gameName(code);
  const { title, description } = statePageCopy(code, activeLanguage());
  return {
    title,
    description,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: t('analysis.analysis', { game }),
      description,
      inLanguage: activeLanguage(),
      applicationCategory: 'UtilitiesApplication',
      operatingSystem: 'Any',
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
      ...(origin ? { url: `${origin}/` } : {}),
    },
  };
}
