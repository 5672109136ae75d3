import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { DrawTimeCode } from '@pick3/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../i18n/LanguageSwitch.js';
import { gameName, stateName } from '@pick3/core';
import { useAuthToken } from '../../../lib/auth-token.js';
import {
  behindText,
  freshnessBadge,
  type BehindInfo,
  type CatchUpInfo,
  catchUpText,
  historyCounts,
  historyText,
  nextDrawText,
  type FreshnessStatus,
  type HistoryEntry,
} from '../freshness.js';
import { formatLastUpdated } from '../relative-time.js';
import { useNow } from '../use-now.js';
import { LatestResults } from './LatestResults.js';

const AccountMenu = lazy(() => import('./AccountMenu.js'));

/** What the server knows of the state's data (GET /api/states); undefined until it answers. */
export interface HeaderFreshness {
  status: FreshnessStatus;
  latestDraw: { date: string; drawTime: DrawTimeCode } | null;
  /** ISO instant of the last successful ingestion from the official source; null when never. */
  lastIngestAt: string | null;
  nextDraw: { date: string; drawTime: DrawTimeCode; at: string } | null;
  /** Which draw times the stored history holds (and which of the state's draws it lacks). */
  history?: readonly HistoryEntry[];
  /** Why the state is behind (set only when it is). */
  behind?: BehindInfo | null;
  /** The newest stored draw's date (the latest results read the week before it). */
  lastDate?: string | null;
  /** Set while the server walks the state's archives (its catch-up): the header says how far. */
  catchUp?: CatchUpInfo | null;
}

export interface AppHeaderProps {
  stateCode: string;
  freshness: HeaderFreshness | undefined;
  /** The number search (the lookup feature's box; the app composes it in). */
  search: ReactNode;
  /** The chat panel, rendered from the first time the AI Helper is opened (the chat feature's). */
  renderChat(opened: boolean, onClose: () => void): ReactNode;
  /** The main page opens with the latest results and the next draw, right under the heading. */
  showLatest?: boolean;
  /** False for a state without draws: its tools (search, skips, charts, backtest) could do nothing. */
  showTools?: boolean;
}

function Logo() {
  return (
    <svg width="36" height="36" viewBox="0 0 512 512" aria-hidden="true">
      <rect width="512" height="512" rx="96" fill="#1c7ed6" />
      <circle cx="128" cy="256" r="88" fill="#fff" />
      <circle cx="256" cy="256" r="88" fill="#fff" />
      <circle cx="384" cy="256" r="88" fill="#fff" />
    </svg>
  );
}

/** 'Texas Pick 3', 'Georgia Cash 3', 'New York Numbers': the game name, led by the state name. */
export function headingFor(stateCode: string): string {
  const name = stateName(stateCode);
  const game = gameName(stateCode);
  return game.startsWith(name) ? game : `${name} ${game}`;
}

export function AppHeader({
  stateCode,
  freshness,
  search,
  renderChat,
  showLatest = false,
  showTools = true,
}: AppHeaderProps) {
  const token = useAuthToken();
  const now = useNow();
  const [chatOpen, setChatOpen] = useState(false);
  const [chatLoaded, setChatLoaded] = useState(false);
  const { t } = useTranslation();
  const game = gameName(stateCode);
  const videoUrl = `https://www.youtube.com/results?search_query=${encodeURIComponent(t('header.videoSearch', { game }))}`;

  const toggleChat = () => {
    setChatLoaded(true);
    setChatOpen((open) => !open);
  };

  return (
    <Box component="header" pb="sm">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Logo />
          <Text fw={800} fz={{ base: 'md', sm: 'lg' }} style={{ whiteSpace: 'nowrap' }}>
            {t('header.brand')}
          </Text>
          {/* A phone's header row keeps its room for the language switch and the menu. */}
          <Badge color="#b33a0b" variant="filled" size="sm" visibleFrom="sm">
            {t('header.beta')}
          </Badge>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <LanguageSwitch />
          <AccountLinks signedIn={token !== null && token !== undefined && token !== ''} />
        </Group>
      </Group>

      <Stack gap={2} mt="sm">
        <Title order={1} size="h2">
          {headingFor(stateCode)}
        </Title>
        {showLatest ? (
          <>
            {freshness?.status !== 'empty' && (
              <LatestResults stateCode={stateCode} freshness={freshness} now={now} />
            )}
            <HistoryLine freshness={freshness} />
          </>
        ) : (
          <Group gap="sm" wrap="wrap">
            {freshness ? (
              <FreshnessLine freshness={freshness} stateCode={stateCode} now={now} />
            ) : (
              <FreshnessSpace />
            )}
          </Group>
        )}
      </Stack>

      <UnstyledButton
        onClick={toggleChat}
        aria-expanded={chatOpen}
        p="xs"
        mt="sm"
        w="100%"
        bg="blue.0"
        style={{
          border: '1px solid var(--mantine-color-blue-2)',
          borderRadius: 'var(--mantine-radius-md)',
        }}
      >
        <Text size="sm" fw={700}>
          {t('header.aiHelper')}
        </Text>
        <Text size="xs" c="dimmed">
          {chatOpen ? t('header.aiHelperClose') : t('header.aiHelperOpen')}
        </Text>
      </UnstyledButton>

      {showTools && (
        <>
          <Anchor href={videoUrl} target="_blank" rel="noopener noreferrer" size="sm">
            {t('header.watchVideo', { game })}
          </Anchor>
          {/* Player tools: a number's whole history, and the skips of every number. */}
          <Group gap="sm" mt="xs" align="flex-start" wrap="wrap">
            {search}
            <Anchor component={Link} to={`/skips?state=${stateCode}`} size="sm" mt={22}>
              {t('header.skipsTable')}
            </Anchor>
            <Anchor component={Link} to={`/charts?state=${stateCode}`} size="sm" mt={22}>
              {t('header.charts')}
            </Anchor>
            <Anchor component={Link} to={`/backtest?state=${stateCode}`} size="sm" mt={22}>
              {t('header.backtest')}
            </Anchor>
          </Group>
        </>
      )}

      {chatLoaded && renderChat(chatOpen, () => setChatOpen(false))}
    </Box>
  );
}

/**
 * Log in, Sign up and Alerts for a visitor (Profile and Alerts once signed in): buttons beside the
 * language switch on a wide screen, one menu on a phone, where the header row has no room for three.
 */
function AccountLinks({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const links = signedIn
    ? [
        { to: '/profile', label: t('header.profile') },
        { to: '/alerts', label: t('header.alerts') },
      ]
    : [
        { to: '/login', label: t('header.logIn') },
        { to: '/signup', label: t('header.signUp') },
        { to: '/alerts', label: t('header.alerts') },
      ];
  return (
    <>
      <Group
        gap={4}
        wrap="nowrap"
        visibleFrom="sm"
        component="nav"
        aria-label={t('header.account')}
      >
        {links.map((link) => (
          <Button key={link.to} component={Link} to={link.to} size="compact-sm" variant="light">
            {link.label}
          </Button>
        ))}
      </Group>
      <Box hiddenFrom="sm">
        {/* The same button holds the place while the menu's chunk loads. */}
        <Suspense
          fallback={
            <Button size="compact-sm" variant="light" aria-label={t('header.accountMenu')}>
              {t('header.menu')}
            </Button>
          }
        >
          <AccountMenu links={links} />
        </Suspense>
      </Box>
    </>
  );
}

/** Which draw times the stored history holds, on its own line under the latest results. */
function HistoryLine({ freshness }: { freshness: HeaderFreshness | undefined }) {
  const history = historyText(freshness?.history ?? []);
  if (history === null) return null;
  return (
    <Text size="xs" c="dimmed" title={historyCounts(freshness?.history ?? [])}>
      {history}
    </Text>
  );
}

/**
 * The freshness line's room, kept while the states answer is on its way: the line arriving later
 * would push the page down (Lighthouse counted CLS 0.13 on `/` for it). Same parts, same sizes,
 * invisible and hidden from screen readers.
 */
/** As wide as a short date: the placeholder only holds room. */
const PLACEHOLDER_DATE = '00/00/00';

function FreshnessSpace() {
  const { t } = useTranslation();
  return (
    <>
      <Badge size="sm" variant="filled" aria-hidden style={{ visibility: 'hidden' }}>
        {t('header.badge.stale', { date: PLACEHOLDER_DATE })}
      </Badge>
      <Text size="xs" aria-hidden style={{ visibility: 'hidden' }}>
        {t('header.lastUpdated')} {t('header.badge.staleUnknown')}
      </Text>
      <Text size="xs" aria-hidden style={{ visibility: 'hidden' }}>
        {t('header.nextDraw', {
          drawTime: PLACEHOLDER_DATE,
          date: PLACEHOLDER_DATE,
          countdown: PLACEHOLDER_DATE,
        })}
      </Text>
      <Text size="xs" aria-hidden style={{ visibility: 'hidden' }}>
        {t('header.history.line', {
          parts: `${t('header.history.stored', { name: 'Evening', from: '0000', to: '0000' })}; ${t('header.history.notStored', { names: 'Midday' })}`,
        })}
      </Text>
    </>
  );
}

/** The data badge, when the source last confirmed the data, and the next draw with a countdown. */
function FreshnessLine({
  freshness,
  stateCode,
  now,
}: {
  freshness: HeaderFreshness;
  stateCode: string;
  now: number;
}) {
  const { t } = useTranslation();
  const badge = freshnessBadge(freshness);
  const history = historyText(freshness.history ?? []);
  const why =
    freshness.status === 'behind' && freshness.behind
      ? behindText(freshness.behind, stateCode, now)
      : null;
  return (
    <>
      <Badge
        color={badge.color}
        variant="filled"
        size="sm"
        title={badge.description}
        aria-description={badge.description}
        data-freshness={freshness.status}
      >
        {badge.label}
      </Badge>
      {why !== null && (
        <Text size="xs" c="#8a4b00" data-testid="behind-why">
          {why}
        </Text>
      )}
      {freshness.catchUp != null && (
        <Text size="xs" c="#1c4f82" role="status" data-testid="catching-up">
          {catchUpText(freshness.catchUp, freshness.lastDate ?? freshness.latestDraw?.date ?? null)}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('header.lastUpdated')}{' '}
        {formatLastUpdated(
          freshness.lastIngestAt === null ? null : Date.parse(freshness.lastIngestAt),
          now,
        )}
      </Text>
      {freshness.nextDraw && (
        <Text size="xs" c="dimmed">
          {nextDrawText(freshness.nextDraw, now)}
        </Text>
      )}
      {history !== null && (
        <Text size="xs" c="dimmed" title={historyCounts(freshness.history ?? [])}>
          {history}
        </Text>
      )}
    </>
  );
}
