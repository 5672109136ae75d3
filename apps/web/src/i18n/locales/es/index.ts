// Every Spanish message file, merged under its file name: t('header.aiHelper') reads
// header.json's "aiHelper". Loaded as its own chunk, only when Spanish is the language (i18n.ts).
const files = import.meta.glob<Record<string, unknown>>('./*.json', {
  eager: true,
  import: 'default',
});

export const es: Record<string, unknown> = Object.fromEntries(
  Object.entries(files).map(([path, messages]) => [path.replace(/^\.\/|\.json$/g, ''), messages]),
);
