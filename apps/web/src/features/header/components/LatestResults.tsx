import { Badge, Box, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.js';
import { useRecentDraws } from '../api/get-recent-draws.js';
import { behindText, formatCountdown, freshnessBadge } from '../freshness.js';
import { drawAt, drawClock, drawTimeNameOf, latestPerDrawTime } from '../latest-draws.js';
import { formatLastUpdated } from '../relative-time.js';
import type { BehindInfo, FreshnessStatus } from '../freshness.js';
import type { DrawTimeCode } from '@pick3/core';

export interface LatestResultsProps {
  stateCode: string;
  /** The state's entry of GET /api/states; undefined until it answers. */
  freshness:
    | {
        status: FreshnessStatus;
        latestDraw: { date: string; drawTime: DrawTimeCode } | null;
        lastIngestAt: string | null;
        nextDraw: { date: string; drawTime: DrawTimeCode; at: string } | null;
        behind?: BehindInfo | null;
        lastDate?: string | null;
      }
    | undefined;
  now: number;
}

/** How long 'drawn 3 hours ago' is worth saying; the date says the rest. */
const RECENT_MS = 7 * 86_400_000;

/** Room for three rows while the draws are on their way, so nothing below jumps when they come. */
const ROWS_HELD = 3;

/**
 * What a player opens the page for: the state's latest result of each of its draw times (number,
 * date, the draw time in the state's own words, how long ago it was drawn), newest first, and the next
 * draw with its countdown. Above the analysis controls, so a phone shows it without scrolling.
 */
export function LatestResults({ stateCode, freshness, now }: LatestResultsProps) {
  const { t } = useTranslation();
  const lastDate = freshness?.lastDate ?? null;
  const recent = useRecentDraws(stateCode, lastDate);
  const latest = recent.data ? latestPerDrawTime(recent.data.draws) : undefined;
  const badge = freshness ? freshnessBadge(freshness) : undefined;
  const why =
    freshness?.status === 'behind' && freshness.behind
      ? behindText(freshness.behind, stateCode, now)
      : null;
  const next = freshness?.nextDraw ?? null;

  return (
    <Paper
      withBorder
      p="xs"
      mt="xs"
      component="section"
      aria-labelledby="latest-results-title"
      data-testid="latest-results"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={2} size="h5" id="latest-results-title">
          {t('header.latest.title')}
        </Title>
        {badge && (
          <Badge
            color={badge.color}
            variant="filled"
            size="sm"
            title={badge.description}
            aria-description={badge.description}
          >
            {badge.label}
          </Badge>
        )}
      </Group>
      {why !== null && (
        <Text size="xs" c="#8a4b00" data-testid="behind-why">
          {why}
        </Text>
      )}
      <Stack component="ol" gap={4} mt={4} p={0} m={0} style={{ listStyle: 'none' }}>
        {latest === undefined
          ? Array.from({ length: ROWS_HELD }, (_, i) => (
              <Box component="li" key={i} aria-hidden>
                <Skeleton height={36} radius="sm" animate={false} />
              </Box>
            ))
          : latest.map((draw, i) => {
              const name = drawTimeNameOf(stateCode, draw.drawTime);
              const clock = drawClock(stateCode, draw.date, draw.drawTime);
              const at = drawAt(stateCode, draw.date, draw.drawTime);
              return (
                <Group
                  component="li"
                  key={draw.drawTime}
                  gap="sm"
                  wrap="nowrap"
                  justify="space-between"
                  data-testid={i === 0 ? 'newest-result' : 'latest-result'}
                  aria-label={t('header.latest.resultLabel', {
                    drawTime: name,
                    date: formatDate(draw.date),
                    number: draw.number.split('').join(' '),
                  })}
                >
                  <Box style={{ minWidth: 0 }}>
                    <Text size="sm" fw={700} lh={1.2}>
                      {name}
                      {clock !== '' && (
                        <Text span size="xs" c="dimmed" fw={400}>
                          {' '}
                          {clock}
                        </Text>
                      )}
                    </Text>
                    <Text size="xs" c="dimmed" lh={1.2}>
                      {formatDate(draw.date)}
                      {at !== null && now - at < RECENT_MS && ` · ${formatLastUpdated(at, now)}`}
                    </Text>
                  </Box>
                  <Text
                    ff="monospace"
                    fw={800}
                    fz={26}
                    lh={1.1}
                    style={{ letterSpacing: '0.15em' }}
                    aria-hidden
                  >
                    {draw.number}
                  </Text>
                </Group>
              );
            })}
      </Stack>
      {latest !== undefined && latest.length === 0 && (
        <Text size="sm">{t('header.latest.noneThisWeek')}</Text>
      )}
      {next !== null && (
        <Text size="xs" mt={4} data-testid="next-draw">
          {t('header.latest.next', {
            drawTime: drawTimeNameOf(stateCode, next.drawTime),
            time: drawClock(stateCode, next.date, next.drawTime),
            date: formatDate(next.date),
            countdown: formatCountdown(Date.parse(next.at), now),
          })}
        </Text>
      )}
      {freshness && (
        <Text size="xs" c="dimmed">
          {t('header.lastUpdated')}{' '}
          {formatLastUpdated(
            freshness.lastIngestAt === null ? null : Date.parse(freshness.lastIngestAt),
            now,
          )}
        </Text>
      )}
    </Paper>
  );
}
