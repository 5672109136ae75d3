import { statePageCopy, statePageJsonLd } from '@pick3/core';
import type { SeoProps } from '../../components/Seo.js';
import { activeLanguage } from '../../i18n/i18n.js';

/**
 * Per-state title, description and structured data of the main page (spec §1), in the same words as
 * the page the server sends for `/?state=XX` (core's statePageCopy).
 */
export function seoForState(code: string, origin = ''): SeoProps {
  const { title, description } = statePageCopy(code, activeLanguage());
  return {
    title,
    description,
    jsonLd: statePageJsonLd(code, activeLanguage(), description, origin ? `${origin}/` : undefined),
  };
}
