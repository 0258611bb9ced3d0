import { Button, Center, Container, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconHistory, IconSettings } from '@tabler/icons-react';
import { ConfirmEmailNotice } from '@/components/confirm-email-notice/confirm-email-notice';
import { Loading } from '@/components/ui/loading/loading';
import { useProfile } from '@/features/profiles/api/get-profile';
import { ActivityHistory } from '@/features/profiles/components/activity-history';
import { AreaProfilesSection } from '@/features/profiles/components/area-profiles-section';
import { BadgesSection } from '@/features/profiles/components/badges-section';
import { OrdersSection } from '@/features/profiles/components/orders-section';
import { ProfileHeaderCard } from '@/features/profiles/components/profile-header-card';
import { ProfileSettingsForm } from '@/features/profiles/components/profile-settings-form';
import { type User, useUser } from '@/lib/auth';
import classes from './profile.module.css';

/** /profile (signed in; the router guards it): who you are, your settings, your history. */
export function ProfilePage() {
  const { data: user } = useUser();
  const profile = useProfile();

  if (!user || profile.isPending) {
    return <Loading mih="60vh" label="Loading profile" />;
  }
  if (profile.isError) return <ProfileLoadError onRetry={() => profile.refetch()} />;

  return (
    <div className={classes.page}>
      <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
        <Stack gap="lg">
          <ConfirmEmailNotice user={user} />
          <ProfileHeaderCard user={user} profile={profile.data} />
          <AreaProfilesSection />
          <BadgesSection userId={user.id} />
          <OrdersSection />
          <ProfileTabs user={user} />
        </Stack>
      </Container>
    </div>
  );
}

function ProfileTabs({ user }: { user: User }) {
  const profile = useProfile();
  return (
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'md', sm: 'xl' }}>
      <Tabs defaultValue="settings" classNames={{ tabSection: classes.tabIcon }}>
        <Tabs.List mb="xl" grow>
          <Tabs.Tab value="settings" leftSection={<IconSettings size={16} aria-hidden />}>
            Profile Settings
          </Tabs.Tab>
          <Tabs.Tab value="activity" leftSection={<IconHistory size={16} aria-hidden />}>
            Activity History
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="settings">
          <ProfileSettingsForm user={user} profile={profile.data ?? null} />
        </Tabs.Panel>
        <Tabs.Panel value="activity">
          <ActivityHistory />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}

function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder shadow="sm" radius="lg" p="xl" maw={440} w="100%" role="alert">
        <Stack align="center" gap="sm" ta="center">
          <IconAlertCircle size={36} color="var(--mantine-color-red-7)" aria-hidden />
          <Title order={1} size="h3">
            Error Loading Profile
          </Title>
          <Text c="dimmed" size="sm">
            We could not load your profile. Please check your connection and try again.
          </Text>
          <Button variant="light" onClick={onRetry}>
            Try again
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
