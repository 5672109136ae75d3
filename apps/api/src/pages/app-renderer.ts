// The web app's server render (apps/web src/entry-server.tsx, built by `vite build --ssr` into
// apps/web/dist-server) and the files a page links (the client build's manifest): loaded once at
// start. Its types are written here: the API does not compile the web app.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageLanguage } from '@pick3/core';

export interface RenderInput {
  url: string;
  language: PageLanguage;
  mayReadData: boolean;
  gateOff: boolean;
  demo: boolean;
  read: (url: string) => Promise<unknown>;
  nonce?: string | undefined;
}

export interface RenderedPage {
  html: string;
  firstView: string;
  urls: string[];
  renderedAt: number;
}

/** What a page links from the client build: its entry script, the scripts that one imports, its CSS. */
export interface PageAssets {
  script: string;
  preloads: string[];
  styles: string[];
}

export interface AppRenderer {
  render(input: RenderInput): Promise<RenderedPage>;
  assets: PageAssets;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The entry's script, its static imports (modulepreload) and its style: every CSS file they bring,
 * or the build's one style file (Vite's `cssCodeSplit: false`, filed under `style.css`).
 */
export function pageAssets(manifest: Record<string, ManifestChunk>): PageAssets {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (entryKey === undefined) throw new Error('the web build has no entry in its manifest');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || manifest[key] === undefined) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit(entryKey);
  const chunks = [...seen].map((key) => manifest[key]!);
  const styles = new Set(chunks.flatMap((chunk) => chunk.css ?? []));
  const oneStyle = manifest['style.css']?.file;
  if (oneStyle !== undefined) styles.add(oneStyle);
  return {
    script: `/${manifest[entryKey]!.file}`,
    preloads: chunks.slice(1).map((chunk) => `/${chunk.file}`),
    styles: [...styles].map((file) => `/${file}`),
  };
}

/**
 * The renderer of the web build in `distDir` (apps/web/dist, its server render beside it in
 * dist-server); undefined when either part is not built (the API then serves no pages).
 */
export async function loadAppRenderer(distDir: string): Promise<AppRenderer | undefined> {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  const entryPath = join(distDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(manifestPath) || !existsSync(entryPath)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const module = (await import(pathToFileURL(entryPath).href)) as Pick<AppRenderer, 'render'>;
  return { render: module.render, assets: pageAssets(manifest) };
}
