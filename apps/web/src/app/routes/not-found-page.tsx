import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Seo } from '../../components/Seo.js';

export default function NotFoundPage() {
  return (
    <Center component="main" mih="80dvh" p="md">
      <Seo title="Page Not Found" description="This page does not exist." />
      <Paper withBorder p="lg" maw={420}>
        <Stack gap="sm">
          <Title order={1} size="h2">
            Page Not Found
          </Title>
          <Text c="dimmed">Did you forget to add the page to the router?</Text>
          <Anchor component={Link} to="/">
            Back to the analysis
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
