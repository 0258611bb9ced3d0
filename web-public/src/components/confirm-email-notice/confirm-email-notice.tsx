import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { api, serverMessageOf } from '@/lib/api-client';
import type { User } from '@/lib/auth';

/**
 * For a member whose address is not confirmed yet: their votes count only once it is (issue 36
 * item 17). The link went out at registration; this sends it again.
 */
export function ConfirmEmailNotice({ user }: { user: User }) {
  const resend = useMutation({
    mutationFn: () => api.post<{ message: string }>('/api/confirm-email/resend'),
  });
  if (user.emailConfirmed || user.email === null) return null;
  const failure = resend.error
    ? (serverMessageOf(resend.error) ?? 'The link could not be sent; please try again')
    : '';
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="lg"
      title="Confirm your e-mail address"
      icon={<IconMailExclamation aria-hidden />}
      // Mantine's light yellow title is 2.2:1 on its background; the page's text colour reads.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm">
        We mailed a confirmation link to {user.email}. Until you follow it, your votes on the NOLA
        100 and on YouScout are not counted.
      </Text>
      <Group mt="sm" gap="sm">
        <Button
          size="xs"
          variant="outline"
          color="dark"
          loading={resend.isPending}
          disabled={resend.isSuccess}
          onClick={() => resend.mutate()}
        >
          Send the link again
        </Button>
        <Text size="sm" role="status">
          {resend.isSuccess ? resend.data.message : failure}
        </Text>
      </Group>
    </Alert>
  );
}
