import { Alert } from '@mantine/core';
import type { AnalysisWindow } from '@pick3/core';
import { windowGapText } from '../window-text.js';
import { t } from '../../../i18n/i18n.js';

/** Names the hole the analysis stopped at, and why nothing is counted across it. */
export function WindowGapNotice({ window }: { window: AnalysisWindow | undefined }) {
  const text = windowGapText(window);
  if (text === null) return null;
  return (
    <Alert color="orange" variant="light" title={t('analysis.windowGapTitle')} mt="sm" role="note">
      {text} {t('analysis.windowGapWhy')}
    </Alert>
  );
}
