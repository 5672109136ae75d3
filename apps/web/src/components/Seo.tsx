import { useEffect } from 'react';

export interface SeoProps {
  title: string;
  description: string;
  /** Structured data (schema.org) written as a JSON-LD script in the head. */
  jsonLd?: Record<string, unknown>;
  /** The page's canonical address (absolute URL), written as `<link rel="canonical">`. */
  canonical?: string | undefined;
}

function setMeta(name: string, content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/**
 * Per-page title, description and JSON-LD. Done in an effect rather than React 19's hoisted
 * <meta> so index.html's fallback description is replaced, not duplicated.
 */
export function Seo({ title, description, jsonLd, canonical }: SeoProps) {
  const json = jsonLd ? JSON.stringify(jsonLd) : undefined;
  useEffect(() => {
    document.title = title;
    setMeta('description', description);
    // The server already writes the state's JSON-LD into index.html for crawlers; take that
    // script over so the page never carries two descriptions of itself.
    let script = document.head.querySelector<HTMLScriptElement>(
      'script[type="application/ld+json"]',
    );
    if (json) {
      if (!script) {
        script = document.createElement('script');
        script.type = 'application/ld+json';
        document.head.appendChild(script);
      }
      script.textContent = json;
    } else {
      script?.remove();
    }
  }, [title, description, json]);
  // The server writes the canonical link of the page it sent; a page the app moves to names its own.
  useEffect(() => {
    if (canonical === undefined) return;
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.appendChild(link);
    }
    link.href = canonical;
  }, [canonical]);
  return null;
}
