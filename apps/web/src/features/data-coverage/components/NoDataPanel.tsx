import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';

export interface NoDataPanelProps {
  name: string;
  gameName: string;
  /** The lottery's own page for the game ('' when unknown). */
  url: string;
  /** States that do have stored draws, to switch to. */
  statesWithData: ReadonlyArray<{ code: string; name: string }>;
  onPickState: (code: string) => void;
}

/** The page of a state without stored draws: says so plainly, instead of blaming the player's settings. */
export function NoDataPanel({
  name,
  gameName,
  url,
  statesWithData,
  onPickState,
}: NoDataPanelProps) {
  return (
    <Stack gap="sm" py="md" role="region" aria-labelledby="no-data-title">
      <Title order={2} size="h3" id="no-data-title">
        No {name} draws stored yet
      </Title>
      <Text size="sm">
        This app has no {gameName} results for {name} yet, so there is nothing to analyse. The
        official results are on the lottery&apos;s own site.
      </Text>
      {url !== '' && (
        <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
          {name} {gameName} on the official lottery site
        </Anchor>
      )}
      {statesWithData.length > 0 && (
        <>
          <Text size="sm" fw={700}>
            States with stored draws
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
