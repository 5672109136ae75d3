import { useState } from 'react';
import { List, Text } from '@mantine/core';
import {} from '@pick3/core';
import { useCoverage } from '../api/get-coverage.js';
import { missingDrawsText } from '../coverage-text.js';
import { t } from '../../../i18n/i18n.js';
import { formatDate, formatNumber } from '../../../lib/format.js';
import { drawTimeLabel } from '../../../lib/play-draw.js';

/** Newest gaps first: the ones a player's window is likely to touch. */
const SHOWN = 8;

export interface DataCoverageDetailsProps {
  code: string;
  name: string;
  drawCount: number;
}

/**
 * "About this data": what the stored history of the state covers and every hole in it, newest first,
 * loaded when opened.
 */
export function DataCoverageDetails({ code, name, drawCount }: DataCoverageDetailsProps) {
  const [open, setOpen] = useState(false);
  const coverage = useCoverage(code, open);
  const data = coverage.data;
  const runs = data
    ? [...data.missing].sort((a, b) => (a.from < b.from ? 1 : a.from > b.from ? -1 : 0))
    : [];
  return (
    <details onToggle={(event) => setOpen((event.target as HTMLDetailsElement).open)}>
      <summary>{t('dataCoverage.aboutThisData')}</summary>
      {coverage.isError && (
        <Text size="sm" c="red" role="alert">
          {t('dataCoverage.couldNotLoadThe', { name })}
        </Text>
      )}
      {open && !data && !coverage.isError && (
        <Text size="sm" c="dimmed">
          {t('dataCoverage.loadingCoverage')}
        </Text>
      )}
      {data && (
        <>
          <Text size="sm" mt="xs">
            {data.firstDate && data.latestDraw
              ? t('dataCoverage.drawsStoredFromTo', {
                  name,
                  toLocaleString2: formatNumber(drawCount),
                  isoToUs: formatDate(data.firstDate),
                  isoToUs2: formatDate(data.latestDraw.date),
                  value: drawTimeLabel(data.latestDraw.drawTime),
                })
              : t('dataCoverage.noDrawsStoredYet2', { name })}{' '}
            {data.totalMissing === 0
              ? t('dataCoverage.noScheduledDrawIn')
              : t('dataCoverage.scheduledDrawsInThat', {
                  toLocaleString2: formatNumber(data.totalMissing),
                })}
          </Text>
          {runs.length > 0 && (
            <List size="sm" spacing={2} mt={4}>
              {runs.slice(0, SHOWN).map((run) => (
                <List.Item key={`${run.drawTime}-${run.from}`}>{missingDrawsText(run)}.</List.Item>
              ))}
              {runs.length > SHOWN && (
                <List.Item>{t('dataCoverage.olderGaps', { value: runs.length - SHOWN })}</List.Item>
              )}
            </List>
          )}
          {data.disputed.length > 0 && (
            <>
              <Text size="sm" mt="xs">
                {t('dataCoverage.disputedIntro', { count: data.disputed.length })}
              </Text>
              <List size="sm" spacing={2} mt={4} data-testid="disputed-draws">
                {data.disputed.slice(0, SHOWN).map((d) => (
                  <List.Item key={`${d.date}-${d.drawTime}-${d.reported}`}>
                    {t(
                      d.resolution === 'replaced'
                        ? 'dataCoverage.disputedReplaced'
                        : 'dataCoverage.disputedKept',
                      {
                        draw: `${formatDate(d.date)} ${drawTimeLabel(d.drawTime)}`,
                        stored: d.stored,
                        reported: d.reported,
                      },
                    )}
                  </List.Item>
                ))}
              </List>
            </>
          )}
        </>
      )}
    </details>
  );
}
