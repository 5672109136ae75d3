import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Group,
  List,
  NativeSelect,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  addDays,
  drawExtrasLabels,
  isKnownState,
  parseMonth,
  resultsPageCopy,
  resultsPageJsonLd,
  shiftMonth,
} from '@pick3/core';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ErrorPage } from '../../components/ErrorPage.js';
import { LoadingScreen } from '../../components/LoadingScreen.js';
import { Seo } from '../../components/Seo.js';
import { stateOptions, useStates } from '../../lib/get-states.js';
import { formatDate, formatNumber } from '../../lib/format.js';
import { activeLanguage, t } from '../../i18n/i18n.js';
import { PageHeader } from '../PageHeader.js';
import {
  useResults,
  type ResultDay,
  type ResultsReply,
} from '../../features/results/api/get-results.js';
import NotFoundPage from './not-found-page.js';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint.js';
import { belowTheFold } from '../../lib/below-the-fold.js';

/** How many runs of missing draws the page names before "and N more". */
const MISSING_SHOWN = 12;

/** The month's archive and what the page holds: about their usual height on a phone. */
const ARCHIVE_BELOW_THE_FOLD = belowTheFold(1600);

function validMonth(text: string | null): string | undefined {
  try {
    return text === null ? undefined : parseMonth(text);
  } catch {
    return undefined;
  }
}

function monthLabel(month: string): string {
  return formatDate(`${month}-01`, { month: 'long', year: 'numeric' });
}

function ResultsTable({
  state,
  days,
  today,
  caption,
}: {
  state: string;
  days: ResultDay[];
  today: string;
  caption: string;
}) {
  const yesterday = addDays(today, -1);
  return (
    // Native scrolling: Mantine's ScrollArea measures its scrollbars in the page's first commit.
    <Table.ScrollContainer minWidth={280} type="native">
      <Table striped withTableBorder>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('results.date')}</Table.Th>
            <Table.Th scope="col">{t('results.draw')}</Table.Th>
            <Table.Th scope="col">{t('results.number')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {days.flatMap((day) =>
            day.draws.map((draw) => (
              <Table.Tr key={`${day.date}-${draw.drawTime}`}>
                <Table.Td>
                  <time dateTime={day.date}>{formatDate(day.date)}</time>
                  {day.date === today && (
                    <Badge ml="xs" size="sm" color="green" variant="light">
                      {t('results.today')}
                    </Badge>
                  )}
                  {day.date === yesterday && (
                    <Badge ml="xs" size="sm" color="gray" variant="light">
                      {t('results.yesterday')}
                    </Badge>
                  )}
                </Table.Td>
                {/* The state's own name for its draw time (core's schedule), as its lottery says it. */}
                <Table.Td>{draw.name}</Table.Td>
                <Table.Td>
                  <Text span fw={700} ff="monospace" fz="lg">
                    {draw.number}
                  </Text>
                  {/* Fireball, Wild Ball, Double Draw: beside the number, as the state names them. */}
                  {drawExtrasLabels(state, draw).map((label) => (
                    <Text key={label} span ml="xs" fz="sm" fw={600}>
                      {label}
                    </Text>
                  ))}
                </Table.Td>
              </Table.Tr>
            )),
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** What the stored history holds: each draw time's span, the missing draws and the disputed ones. */
function AboutData({ data }: { data: ResultsReply }) {
  const names = new Map(data.history.map((h) => [h.drawTime, h.name]));
  const first = data.history.flatMap((h) => (h.first ? [h.first] : [])).sort()[0];
  const last = data.history
    .flatMap((h) => (h.last ? [h.last] : []))
    .sort()
    .at(-1);
  const runs = [...data.missing].sort((a, b) => (a.to < b.to ? 1 : -1));
  return (
    <section aria-labelledby="results-about">
      <Title order={3} size="h4" id="results-about" mt="lg" mb="xs">
        {t('results.aboutThisData')}
      </Title>
      <Text size="sm">
        {first && last
          ? t('results.drawsStored', {
              count: data.drawCount,
              shown: formatNumber(data.drawCount),
              first: formatDate(first),
              last: formatDate(last),
            })
          : t('results.noDrawsStored')}
      </Text>
      <List size="sm" mt={4}>
        {data.history.map((h) => (
          <List.Item key={h.drawTime}>
            {h.count === 0 || !h.first || !h.last
              ? t('results.drawTimeNotStored', { name: h.name })
              : t('results.drawTimeStored', {
                  name: h.name,
                  count: h.count,
                  shown: formatNumber(h.count),
                  first: formatDate(h.first),
                  last: formatDate(h.last),
                })}
          </List.Item>
        ))}
      </List>
      <Text size="sm" fw={600} mt="sm">
        {t('results.missingTitle', { count: formatNumber(data.totalMissing) })}
      </Text>
      {runs.length === 0 ? (
        <Text size="sm">{t('results.noMissing')}</Text>
      ) : (
        <List size="sm">
          {runs.slice(0, MISSING_SHOWN).map((run) => (
            <List.Item key={`${run.drawTime}-${run.from}`}>
              {t('results.missingRun', {
                name: names.get(run.drawTime) ?? run.drawTime,
                from: formatDate(run.from),
                to: formatDate(run.to),
                count: run.count,
                shown: formatNumber(run.count),
              })}
            </List.Item>
          ))}
          {runs.length > MISSING_SHOWN && (
            <List.Item>
              {t('results.missingMore', {
                count: runs.length - MISSING_SHOWN,
                shown: formatNumber(runs.length - MISSING_SHOWN),
              })}
            </List.Item>
          )}
        </List>
      )}
      {data.disputed.length > 0 && (
        <>
          <Text size="sm" fw={600} mt="sm">
            {t('results.disputedTitle', { count: formatNumber(data.disputed.length) })}
          </Text>
          <List size="sm">
            {data.disputed.map((d) => (
              <List.Item key={`${d.date}-${d.drawTime}-${d.reported}`}>
                {t('results.disputedDraw', {
                  date: formatDate(d.date),
                  name: names.get(d.drawTime) ?? d.drawTime,
                  stored: d.stored,
                  reported: d.reported,
                  source: d.source,
                })}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </section>
  );
}

function ResultsView({ state }: { state: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const month = validMonth(params.get('month'));
  const results = useResults({ state, month });
  const states = useStates();
  const belowReady = useAfterFirstPaint();
  const stateInfo = states.data?.states.find((s) => s.code === state);
  const data = results.data?.state === state ? results.data : undefined;
  const language = activeLanguage();
  const copy = resultsPageCopy(state, language);
  const path = `/results/${state}`;
  const canonical =
    typeof window === 'undefined'
      ? undefined
      : `${window.location.origin}${path}${month ? `?month=${month}` : ''}`;
  // A navigation within the app: nothing to wait for (the router renders the new address).
  const go = (to: string) => void navigate(to);
  const toMonth = (next: string) => go(`${path}?month=${next}`);

  return (
    <Container component="main" id="main" size="md" px="sm" py="sm">
      <Seo
        title={copy.title}
        description={copy.description}
        canonical={canonical}
        jsonLd={resultsPageJsonLd(state, language, {
          description: copy.description,
          url: canonical,
          days: data?.recent ?? [],
        })}
      />
      <PageHeader stateCode={state} freshness={stateInfo} />
      <Anchor component={Link} to={`/?state=${state}`} size="sm">
        {t('results.backToTheAnalysis')}
      </Anchor>
      <Title order={2} size="h3" mt="xs">
        {t('results.title', { game: stateInfo?.gameName ?? data?.gameName ?? copy.title })}
      </Title>
      <Group gap="sm" align="flex-end" wrap="wrap" my="sm">
        <NativeSelect
          label={t('results.state')}
          data={stateOptions(states.data?.states)}
          value={state}
          onChange={(event) => go(`/results/${event.currentTarget.value}`)}
          w={180}
        />
        {data?.url && (
          <Anchor href={data.url} target="_blank" rel="noopener noreferrer" size="sm">
            {t('results.officialSite')}
          </Anchor>
        )}
      </Group>

      {data ? (
        <>
          {/* Stale data is not "today's": the newest stored draws are older than the schedule. */}
          <Title order={3} size="h4" mb="xs">
            {stateInfo?.status === 'stale' ? t('results.latestStored') : t('results.recent')}
          </Title>
          {data.recent.length === 0 ? (
            <Alert variant="light" color="gray">
              {t('results.noDrawsStored')}
            </Alert>
          ) : (
            <ResultsTable
              state={state}
              days={data.recent}
              today={data.today}
              caption={t('results.recent')}
            />
          )}

          {/* The month's archive and what the page holds, below the recent results: drawn a
              frame after them (useAfterFirstPaint). */}
          {belowReady && (
            // Below a phone's first screen: laid out when scrolled near (a month is ~30 rows).
            <Box style={ARCHIVE_BELOW_THE_FOLD}>
              <Title order={3} size="h4" mt="lg" mb="xs">
                {t('results.archive', { month: monthLabel(data.month) })}
              </Title>
              <Group gap="sm" align="flex-end" wrap="wrap" mb="sm">
                <Button
                  variant="default"
                  disabled={data.firstMonth === null || data.month <= data.firstMonth}
                  onClick={() => toMonth(shiftMonth(data.month, -1))}
                >
                  {t('results.previousMonth')}
                </Button>
                <TextInput
                  type="month"
                  label={t('results.month')}
                  value={data.month}
                  min={data.firstMonth ?? undefined}
                  max={data.lastMonth ?? undefined}
                  onChange={(event) => {
                    const next = validMonth(event.currentTarget.value);
                    if (next) toMonth(next);
                  }}
                  w={180}
                />
                <Button
                  variant="default"
                  disabled={data.lastMonth === null || data.month >= data.lastMonth}
                  onClick={() => toMonth(shiftMonth(data.month, 1))}
                >
                  {t('results.nextMonth')}
                </Button>
              </Group>
              {data.days.length === 0 ? (
                <Text size="sm">{t('results.noDrawsThisMonth')}</Text>
              ) : (
                <ResultsTable
                  state={state}
                  days={data.days}
                  today={data.today}
                  caption={t('results.archive', { month: monthLabel(data.month) })}
                />
              )}
              <AboutData data={data} />
            </Box>
          )}
        </>
      ) : results.isError ? (
        <ErrorPage onRetry={() => void results.refetch()} />
      ) : (
        <LoadingScreen label={t('results.loading')} />
      )}
    </Container>
  );
}

/** /results/:state[?month=YYYY-MM]: a state's results by date and draw time, and its month archive. */
export default function ResultsPage() {
  const { state: raw = '' } = useParams();
  const state = raw.toUpperCase();
  // The server answers an unknown state with 404; the app shows the same page.
  if (!isKnownState(state)) return <NotFoundPage />;
  return <ResultsView state={state} />;
}
