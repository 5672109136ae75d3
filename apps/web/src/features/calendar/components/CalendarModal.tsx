import { useMemo, useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Loader,
  Modal,
  Popover,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import {
  DEFAULT_STATE,
  DRAW_TIMES,
  FILTER_OPTIONS,
  isKnownState,
  scheduleOf,
  stateName,
  todayInZone,
  type DigitType,
} from '@pick3/core';
import { FilterToggleGroup } from '../../../components/filters/FilterToggleGroup.js';
import { pairsumColor } from '../../../components/filters/filter-menus.js';
import { useMonthDraws } from '../api/get-month-draws.js';
import {
  calendarRows,
  compareMonths,
  monthLabel,
  monthOf,
  shiftMonth,
  type YearMonth,
} from '../calendar-rules.js';
import { useCalendarFilters } from '../stores/calendar-filters.js';
import { useLimitSince } from '../api/limit-since.js';
import { notify } from '../../../components/notify.js';
import { useHomeView, useSetHomeView } from '../../../stores/home-view.js';
import { ApiError } from '../../../lib/api-client.js';
import { t } from '../../../i18n/i18n.js';
import { drawTimeLabel } from '../../../lib/play-draw.js';

export interface CalendarModalProps {
  opened: boolean;
  onClose: () => void;
  stateCode: string;
  /** ISO dates bounding the stored draws (oldest, newest); the arrows stay inside them. */
  firstDate: string | null;
  lastDate: string | null;
}

const DIGIT_TYPE_LABELS = (): Record<DigitType, string> => ({
  single: t('calendar.singles'),
  double: t('calendar.doubles'),
  triple: t('calendar.triples'),
});
const DIGIT_TYPE_BY_LABEL = Object.fromEntries(
  Object.entries(DIGIT_TYPE_LABELS()).map(([k, v]) => [v, k]),
) as Record<string, DigitType>;

function CalendarFilters() {
  const f = useCalendarFilters();
  const allHidden = f.hiddenPairsums.length === FILTER_OPTIONS.pairsum.length;
  return (
    <Popover position="bottom-end" shadow="md" width={300} trapFocus withRoles>
      <Popover.Target>
        <Button size="compact-sm" variant="default" aria-haspopup="dialog">
          {t('calendar.calendarFilters')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown
        aria-label={t('calendar.calendarFilters')}
        style={{ maxHeight: '60dvh', overflowY: 'auto' }}
      >
        <Text size="xs" c="dimmed" mb="xs">
          {t('calendar.pressedItemsAreHidden')}
        </Text>
        <FilterToggleGroup
          legend={t('calendar.hideDrawTimes')}
          options={DRAW_TIMES.map((code) => drawTimeLabel(code))}
          selected={f.hiddenDrawTimes.map((code) => drawTimeLabel(code))}
          onToggle={(label) => {
            const code = DRAW_TIMES.find((c) => drawTimeLabel(c) === label);
            if (code) f.toggleDrawTime(code);
          }}
        />
        <FilterToggleGroup
          legend={t('calendar.hideDigitTypes')}
          options={Object.values(DIGIT_TYPE_LABELS())}
          selected={f.hiddenDigitTypes.map((t) => DIGIT_TYPE_LABELS()[t])}
          onToggle={(label) => {
            const type = DIGIT_TYPE_BY_LABEL[label];
            if (type) f.toggleDigitType(type);
          }}
        />
        <Group justify="space-between" mb={4}>
          <Text size="xs" fw={600}>
            {t('calendar.pairsumPatterns')}
          </Text>
          <Button size="compact-xs" variant="light" onClick={() => f.setAllPairsums(!allHidden)}>
            {allHidden ? t('calendar.turnOffAll') : t('calendar.turnOnAll')}
          </Button>
        </Group>
        <FilterToggleGroup
          legend={t('calendar.hidePairsumPatterns')}
          options={FILTER_OPTIONS.pairsum}
          selected={f.hiddenPairsums}
          colorOf={pairsumColor}
          onToggle={f.togglePairsum}
        />
      </Popover.Dropdown>
    </Popover>
  );
}

export default function CalendarModal({
  opened,
  onClose,
  stateCode,
  firstDate,
  lastDate,
}: CalendarModalProps) {
  // Without a stored draw, the month of the state's own today (its zone, not the browser's UTC).
  const newest = useMemo(
    () =>
      monthOf(
        lastDate ??
          todayInZone(
            scheduleOf(isKnownState(stateCode) ? stateCode : DEFAULT_STATE).timeZone,
            Date.now(),
          ),
      ),
    [lastDate, stateCode],
  );
  const oldest = useMemo(() => (firstDate ? monthOf(firstDate) : null), [firstDate]);
  // The month the reader moved to belongs to the state and newest month it was picked under:
  // another state (or a new newest draw) starts at its newest month again, derived, not reset.
  const showing = `${stateCode}|${newest.year}-${newest.month}`;
  const [picked, setPicked] = useState<{ showing: string; month: YearMonth } | null>(null);
  const month = picked?.showing === showing ? picked.month : newest;
  const setMonth = (shift: (m: YearMonth) => YearMonth) =>
    setPicked({ showing, month: shift(month) });

  const draws = useMonthDraws(stateCode, month, opened);
  // On phones the list needs the whole width.
  const phone = useMediaQuery('(max-width: 30em)');
  const hidden = useCalendarFilters();
  const rows = useMemo(
    () => calendarRows(draws.data?.draws ?? [], hidden, stateCode),
    [draws.data, hidden, stateCode],
  );

  // A picked date starts the analysis there: the draw limit becomes the number of draws since it.
  const pick = useLimitSince();
  const setView = useSetHomeView();
  const timeFilter = useHomeView((v) => v.timeFilter);
  const digitFilter = useHomeView((v) => v.digitFilter);
  const pickDate = (from: string) => {
    if (lastDate === null) return;
    pick.mutate(
      { state: stateCode, from, newest: lastDate, timeFilter, digitFilter },
      {
        onSuccess: (picked) => {
          if (picked.limit === 0) {
            notify({
              title: t('calendar.noDrawsToAnalyse'),
              message: picked.message,
              color: 'yellow',
            });
            return;
          }
          setView({ drawLimit: picked.limit });
          notify({
            title: t('calendar.analysisFromThePicked'),
            message: picked.message,
            color: 'green',
          });
          onClose();
        },
      },
    );
  };

  const canGoBack = oldest === null || compareMonths(month, oldest) > 0;
  const canGoForward = compareMonths(month, newest) < 0;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('calendar.draws', { stateName: stateName(stateCode) })}
      padding="sm"
      closeButtonProps={{ 'aria-label': t('calendar.closeCalendar') }}
      size="lg"
      fullScreen={phone === true}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              aria-label={t('calendar.previousMonth')}
              disabled={!canGoBack}
              onClick={() => setMonth((m) => shiftMonth(m, -1))}
            >
              ‹
            </ActionIcon>
            <Text fw={700} aria-live="polite" miw={120} ta="center">
              {monthLabel(month)}
            </Text>
            <ActionIcon
              variant="default"
              aria-label={t('calendar.nextMonth')}
              disabled={!canGoForward}
              onClick={() => setMonth((m) => shiftMonth(m, 1))}
            >
              ›
            </ActionIcon>
          </Group>
          <CalendarFilters />
        </Group>
        <Text size="xs" c="dimmed">
          {t('calendar.pickADateTo')}
        </Text>
        {pick.isPending && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{t('calendar.countingTheDrawsSince')}</Text>
          </Group>
        )}
        {pick.isError && (
          <Text c="red" role="alert" size="sm">
            {(pick.error instanceof ApiError && pick.error.serverMessage) ||
              t('calendar.theDrawsSinceThat')}
          </Text>
        )}

        {draws.isPending ? (
          <Group justify="center" p="md">
            <Loader size="sm" role="status" aria-label={t('calendar.loadingDraws')} />
          </Group>
        ) : draws.isError ? (
          <Text c="red" role="alert">
            {t('calendar.errorLoadingDataPlease')}
          </Text>
        ) : rows.length === 0 ? (
          <Text c="dimmed">{t('calendar.noDrawsThisMonth')}</Text>
        ) : (
          <div
            tabIndex={0}
            role="region"
            aria-label={t('calendar.drawsOfTheMonth')}
            style={{ maxHeight: '60dvh', overflow: 'auto' }}
          >
            <Table
              striped
              stickyHeader
              horizontalSpacing="xs"
              fz="sm"
              aria-label={t('calendar.draws2', { monthLabel: monthLabel(month) })}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('calendar.date')}</Table.Th>
                  <Table.Th>{t('calendar.draw')}</Table.Th>
                  <Table.Th>{t('calendar.pairsum')}</Table.Th>
                  <Table.Th>{t('calendar.number')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, i) => (
                  <Table.Tr key={row.key}>
                    <Table.Td>
                      {/* One button a date: on its newest shown row. */}
                      {i === 0 || rows[i - 1]!.isoDate !== row.isoDate ? (
                        <Anchor
                          component="button"
                          type="button"
                          size="sm"
                          disabled={pick.isPending || lastDate === null}
                          aria-label={t('calendar.analyseFrom', { date: row.date })}
                          onClick={() => pickDate(row.isoDate)}
                        >
                          {row.date}
                        </Anchor>
                      ) : (
                        row.date
                      )}
                    </Table.Td>
                    <Table.Td>{row.drawTimeLabel}</Table.Td>
                    <Table.Td
                      style={{
                        color: row.pairsum ? pairsumColor(row.pairsum) : undefined,
                        fontWeight: 600,
                      }}
                    >
                      {row.pairsum ?? `${row.number} NOT FOUND`}
                    </Table.Td>
                    <Table.Td ff="monospace" fw={700}>
                      {row.number}
                      {row.extras?.map((label) => (
                        <Text key={label} span ml="xs" fz="xs" ff="text" fw={600}>
                          {label}
                        </Text>
                      ))}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </Stack>
    </Modal>
  );
}
