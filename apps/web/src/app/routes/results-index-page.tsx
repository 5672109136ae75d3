import { Anchor, Badge, Container, Table, Text, Title } from '@mantine/core';
import { stateGameName } from '@pick3/core';
import { Link } from 'react-router-dom';
import { ErrorPage } from '../../components/ErrorPage.js';
import { LoadingScreen } from '../../components/LoadingScreen.js';
import { Seo } from '../../components/Seo.js';
import { freshnessBadge } from '../../features/header/freshness.js';
import { t } from '../../i18n/i18n.js';
import { useStates } from '../../lib/get-states.js';
import { formatDate } from '../../lib/format.js';
import { drawTimeWord } from '../../lib/play-draw.js';

/**
 * Every state's results (/results): the 36 states with their game, newest stored draw and
 * freshness badge, each linking to its own results page. The server sends the same list as HTML
 * (apps/api plugins/states-index-html.ts).
 */
export default function ResultsIndexPage() {
  const { data, isPending, isError } = useStates();
  if (isPending) return <LoadingScreen />;
  if (isError) return <ErrorPage />;
  return (
    <Container component="main" id="main" size="md" px="sm" py="sm">
      <Seo title={t('results.allStatesTitle')} description={t('results.allStatesDescription')} />
      <Title order={1} size="h2" mb="xs">
        {t('results.allStates')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('results.allStatesDescription')}
      </Text>
      <Table.ScrollContainer minWidth={320}>
        <Table fz="sm" aria-label={t('results.allStates')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('results.stateColumn')}</Table.Th>
              <Table.Th>{t('results.latestColumn')}</Table.Th>
              <Table.Th>{t('results.dataColumn')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.states.map((s) => {
              const badge = freshnessBadge(s);
              return (
                <Table.Tr key={s.code}>
                  <Table.Td>
                    <Anchor component={Link} to={`/results/${s.code}`}>
                      {stateGameName(s.code)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {s.latestDraw === null
                      ? t('results.noDrawsStored')
                      : `${drawTimeWord(s.code, s.latestDraw.drawTime)} ${formatDate(s.latestDraw.date)}`}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={badge.color} title={badge.description}>
                      {badge.label}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Container>
  );
}
