import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { STATES } from '@pick3/core';
import { t } from '../../../i18n/i18n.js';

/** The official lottery page of each state's three-digit game (spec §2 Lottery Sites). */
export function SitesTab() {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('sites.statePick3Sites')}
      </Title>
      <SimpleGrid
        cols={{ base: 2, sm: 3 }}
        spacing="xs"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0, maxHeight: 560, overflowY: 'auto' }}
        tabIndex={0}
        aria-label={t('sites.stateLotterySites')}
      >
        {STATES.map((state) => (
          <li key={state.code}>
            <Paper withBorder p="xs" h="100%">
              <Anchor href={state.url} target="_blank" rel="noopener noreferrer" fw={600} size="sm">
                {state.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {state.code} · {state.gameName}
              </Text>
            </Paper>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
