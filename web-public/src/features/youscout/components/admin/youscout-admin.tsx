import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { BadgesPanel } from './badges-panel';
import { CommentsPanel } from './comments-panel';
import { NominationDrawer } from './nomination-drawer';
import { RemovalPanel } from './removal-panel';
import { ReviewQueue } from './review-queue';

const TABS = {
  queue: 'Review queue',
  comments: 'Comments',
  removal: 'Removal',
  badges: 'Badges',
} as const;
type Tab = keyof typeof TABS;

/**
 * YouScout's admin panel (/you-scout/admin and /you-scout/actual-admin, behind the admin guard):
 * the review queue, comment moderation, removals and the badge catalogue. Every action is the
 * server's to allow; this page offers only what the record says is allowed.
 */
export function YouScoutAdmin() {
  const [tab, setTab] = useState<Tab>('queue');
  const [opened, setOpened] = useState<string | null>(null);

  return (
    <Container size="xl" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>YouScout admin</Title>
          <Text c="dimmed">
            Review nominations, moderate comments, act on removal requests and keep the badge
            catalogue.
          </Text>
        </div>
        <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)} keepMounted={false}>
          <Tabs.List>
            {(Object.keys(TABS) as Tab[]).map((key) => (
              <Tabs.Tab key={key} value={key}>
                {TABS[key]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="queue" pt="md">
            <ReviewQueue onOpen={setOpened} />
          </Tabs.Panel>
          <Tabs.Panel value="comments" pt="md">
            <CommentsPanel onOpenNomination={setOpened} />
          </Tabs.Panel>
          <Tabs.Panel value="removal" pt="md">
            <RemovalPanel />
          </Tabs.Panel>
          <Tabs.Panel value="badges" pt="md">
            <BadgesPanel />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <NominationDrawer id={opened} onClose={() => setOpened(null)} />
    </Container>
  );
}
