import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { t } from '../../../i18n/i18n.js';

export interface NoDataPanelProps {
  name: string;
  gameName: string;
  /** The lottery's own page for the game ('' when unknown). */
  url: string;
  /** Where its draws will come from (GET /api/states `sources`): official first, then the aggregate. */
  sources?: ReadonlyArray<{ id: string; kind: 'official' | 'aggregate'; verified?: boolean }>;
  /** States that do have stored draws, to switch to. */
  statesWithData: ReadonlyArray<{ code: string; name: string }>;
  onPickState: (code: string) => void;
}

/** The page of a state without stored draws: says so plainly, instead of blaming the player's settings. */
export function NoDataPanel({
  name,
  gameName,
  url,
  sources = [],
  statesWithData,
  onPickState,
}: NoDataPanelProps) {
  const from = sources.map((s) => {
    const source =
      s.kind === 'official'
        ? t('dataCoverage.sourceOfficial', { name })
        : t('dataCoverage.sourceAggregate');
    // Unverified: no saved real answer of that site proves its reader yet (GET /api/states `verified`).
    return s.verified === false ? t('dataCoverage.unverifiedSource', { source }) : source;
  });
  return (
    <Stack gap="sm" py="md" role="region" aria-labelledby="no-data-title">
      <Title order={2} size="h3" id="no-data-title">
        {t('dataCoverage.noDrawsStoredYet', { name })}
      </Title>
      <Text size="sm">{t('dataCoverage.thisAppHasNo', { gameName, name })}</Text>
      {url !== '' && (
        <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
          {t('dataCoverage.onTheOfficialLottery', { name, gameName })}
        </Anchor>
      )}
      <Text size="sm" data-testid="no-data-sources">
        {from.length > 0
          ? t('dataCoverage.drawsWillCome', { sources: from.join(` ${t('dataCoverage.then')} `) })
          : t('dataCoverage.noSourceYet')}
      </Text>
      {statesWithData.length > 0 && (
        <>
          <Text size="sm" fw={700}>
            {t('dataCoverage.statesWithStoredDraws')}
          </Text>
          <Group gap="xs">
            {statesWithData.map((s) => (
              <Button
                key={s.code}
                variant="light"
                size="compact-sm"
                onClick={() => onPickState(s.code)}
              >
                {s.name}
              </Button>
            ))}
          </Group>
        </>
      )}
    </Stack>
  );
}
