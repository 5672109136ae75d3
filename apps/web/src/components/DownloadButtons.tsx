import { Anchor, Button, Group } from '@mantine/core';
import { saveFile, toCsv, toJson, type Table } from '../lib/downloads.js';
import { t } from '../i18n/i18n.js';

export interface DownloadButtonsProps {
  /** File name without extension, e.g. 'tx-pick-3-results'. */
  fileName: string;
  /** Built when a button is pressed, from the data on screen. */
  table: () => Table;
  /** What the files hold, for screen readers ("the results list"). */
  description: string;
  /** The whole stored history (GET /api/draws/export), where one fits. */
  fullHistoryHref?: string;
}

/** "Download CSV" and "Download JSON" of what a screen shows, and the full-history link. */
export function DownloadButtons({
  fileName,
  table,
  description,
  fullHistoryHref,
}: DownloadButtonsProps) {
  return (
    <Group gap="xs" role="group" aria-label={t('common.download', { description })}>
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => saveFile(`${fileName}.csv`, toCsv(table()), 'text/csv;charset=utf-8')}
      >
        {t('common.downloadCsv')}
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => saveFile(`${fileName}.json`, toJson(table()), 'application/json')}
      >
        {t('common.downloadJson')}
      </Button>
      {fullHistoryHref !== undefined && (
        <Anchor href={fullHistoryHref} size="sm" download>
          {t('common.fullHistoryCsv')}
        </Anchor>
      )}
    </Group>
  );
}
