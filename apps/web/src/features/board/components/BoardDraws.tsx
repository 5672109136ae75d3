import { drawTimeWord } from '@pick3/core';
import { Stack, Table, Text, Title } from '@mantine/core';
import type { BoardDraw } from '../api/get-board.js';
import { formatCurrency, formatDate, formatDateTime } from '../../../lib/format.js';
import { activeLanguage, t } from '../../../i18n/i18n.js';
import { entrantName } from '../board-names.js';

function resultOf(pick: BoardDraw['picks'][number]): string {
  if (pick.outcome === null) return t('board.pending');
  return pick.outcome === 'win'
    ? t('board.hit', { prize: formatCurrency(pick.prize ?? 0) })
    : t('board.miss');
}

/** Each draw's picks: who, the number (after the close), the play, when it was made, the result. */
export function BoardDraws({ state, draws }: { state: string; draws: readonly BoardDraw[] }) {
  if (draws.length === 0) return <Text size="sm">{t('board.noDraws')}</Text>;
  return (
    <Stack gap="md">
      {draws.map((draw) => (
        <section key={`${draw.date}:${draw.drawTime}`} data-testid="board-draw">
          <Title order={4} size="h5">
            {t('board.drawHeading', {
              drawTime: drawTimeWord(state, draw.drawTime, activeLanguage()),
              date: formatDate(draw.date),
            })}
          </Title>
          <Text size="sm">
            {draw.drawn !== null
              ? t('board.drawn', { number: draw.drawn })
              : t('board.notDrawn', {
                  closesAt: draw.closesAt === null ? '–' : formatDateTime(draw.closesAt),
                })}
          </Text>
          {draw.regrades > 0 ? (
            <Text size="sm">{t('board.regraded', { count: draw.regrades })}</Text>
          ) : null}
          <Table.ScrollContainer minWidth={520}>
            <Table withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('board.who')}</Table.Th>
                  <Table.Th scope="col">{t('board.number')}</Table.Th>
                  <Table.Th scope="col">{t('board.play')}</Table.Th>
                  <Table.Th scope="col">{t('board.made')}</Table.Th>
                  <Table.Th scope="col">{t('board.result')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {draw.picks.map((pick) => (
                  <Table.Tr key={pick.id}>
                    <Table.Th scope="row">{entrantName(pick)}</Table.Th>
                    <Table.Td>{pick.number ?? t('board.hidden')}</Table.Td>
                    <Table.Td>
                      {t(`checkNumbers.types.${pick.type}`)} {formatCurrency(pick.stake)}
                    </Table.Td>
                    <Table.Td>
                      {formatDateTime(pick.createdAt)}
                      {pick.backfilled ? (
                        <Text span size="xs" display="block">
                          {t('board.backfilled')}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{resultOf(pick)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </section>
      ))}
    </Stack>
  );
}
