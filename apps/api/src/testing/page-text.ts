import { load } from 'cheerio';
import type { AnyNode } from 'domhandler';

/**
 * The text a reader sees in a server-rendered page's app (inside `<div id="root">`, styles and
 * scripts left out), each text node apart, in document order: ` | 7/31/2025 | Night | 990 | `.
 * Tests assert what the page says, not the component library's markup around it. The page is read
 * with an HTML parser (cheerio), which also decodes its character references.
 */
export function pageText(html: string): string {
  const $ = load(html);
  const texts: string[] = [];
  const walk = (node: AnyNode) => {
    if (node.type === 'text') {
      const text = node.data.trim();
      if (text !== '') texts.push(text);
    } else if (node.type === 'tag') {
      node.children.forEach(walk);
    }
  };
  for (const root of $('#root').toArray()) walk(root);
  return ` | ${texts.join(' | ')} | `;
}
