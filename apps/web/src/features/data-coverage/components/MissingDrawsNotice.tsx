import { Alert, List } from '@mantine/core';
import { missingDrawsText, type MissingRun } from '../coverage-text.js';
import { t } from '../../../i18n/i18n.js';

/** At most this many runs are listed; the rest are counted. */
const SHOWN = 5;

/** Names the scheduled draws missing inside the displayed window: the lists rest on them. */
export function MissingDrawsNotice({ runs }: { runs: readonly MissingRun[] }) {
  if (runs.length === 0) return null;
  const total = runs.reduce((sum, run) => sum + run.count, 0);
  const hidden = runs.slice(SHOWN);
  return (
    <Alert
      color="orange"
      variant="light"
      title={t('dataCoverage.missingDrawsInThis')}
      mt="sm"
      role="note"
    >
      <List size="sm" spacing={2}>
        {runs.slice(0, SHOWN).map((run) => (
          <List.Item key={`${run.drawTime}-${run.from}`}>{missingDrawsText(run)}.</List.Item>
        ))}
        {hidden.length > 0 && (
          <List.Item>
            {t('dataCoverage.moreGapsDraws', {
              hiddenCount: hidden.length,
              reduce: hidden.reduce((sum, run) => sum + run.count, 0),
            })}
          </List.Item>
        )}
      </List>
      {total > 0 && (
        <div style={{ fontSize: 'var(--mantine-font-size-xs)', marginTop: 4 }}>
          {t('dataCoverage.removedAndRemainingNumbers')}
        </div>
      )}
    </Alert>
  );
}
