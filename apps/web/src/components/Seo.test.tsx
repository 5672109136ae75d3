import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Seo } from './Seo.js';

describe('Seo', () => {
  it('sets the title and description and takes over the server-written JSON-LD', () => {
    const serverScript = document.createElement('script');
    serverScript.type = 'application/ld+json';
    serverScript.textContent = '{"name":"server"}';
    document.head.appendChild(serverScript);

    const { rerender } = render(<Seo title="A" description="first" jsonLd={{ name: 'one' }} />);
    expect(document.title).toBe('A');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'first',
    );
    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.textContent).toBe('{"name":"one"}');

    rerender(<Seo title="B" description="second" jsonLd={{ name: 'two' }} />);
    expect(document.title).toBe('B');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('script[type="application/ld+json"]')?.textContent).toBe(
      '{"name":"two"}',
    );
  });
});
