// Every English message file, merged under its file name: t('header.aiHelper') reads
// header.json's "aiHelper". English is bundled in the entry chunk (it is the fallback).
// Except push.json, patternLegend.json and board.json: their screens add their own texts when they
// load (features/push/push-messages.ts, features/analysis/pattern-legend-messages.ts,
// features/board/board-messages.ts),
// keeping them out of the first visit's download budget.
const files = import.meta.glob<Record<string, unknown>>(
  ['./*.json', '!./push.json', '!./patternLegend.json', '!./board.json'],
  {
    eager: true,
    import: 'default',
  },
);

export const en: Record<string, unknown> = Object.fromEntries(
  Object.entries(files).map(([path, messages]) => [path.replace(/^\.\/|\.json$/g, ''), messages]),
);
