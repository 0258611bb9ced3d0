import { Button, Group, Text, TextInput, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { useSubscribeToNewsletter } from '@/features/intake/newsletter/api/subscribe-to-newsletter';
import {
  subscribed,
  subscriptionFailed,
  validateNewsletter,
} from '@/features/intake/newsletter/utils/newsletter-rules';
import { toast } from '@/lib/notify';
import classes from './newsletter.module.css';

/**
 * The footer's newsletter sign-up: one address, a toast either way. The field is the browser's
 * (uncontrolled) and is read when the form is sent, so an address typed into the prerendered
 * page before the app hydrated is what goes out.
 */
export function NewsletterSignup() {
  const headingId = useId();
  const subscribe = useSubscribeToNewsletter();
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    const problem = validateNewsletter({ email }).email;
    setError(problem);
    if (problem) return;
    subscribe.mutate(
      { email },
      {
        onSuccess: (answer) => {
          toast(subscribed(answer?.message));
          form.reset();
        },
        onError: (failure) => toast(subscriptionFailed(failure)),
      },
    );
  };

  return (
    <section aria-labelledby={headingId}>
      <Title order={2} id={headingId} className={classes.heading}>
        Stay in the game
      </Title>
      <Text size="sm" className={classes.lead}>
        Rankings, showcases and program news from New Orleans, once or twice a month.
      </Text>
      {/* Also a plain form: sent before the page's scripts ran, the browser posts it itself. */}
      <form
        method="post"
        action="/api/newsletter"
        onSubmit={submit}
        noValidate
        aria-label="Newsletter sign-up"
      >
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            name="email"
            aria-label="Email address"
            type="email"
            placeholder="you@example.com"
            autoComplete="email"
            leftSection={<IconMail size={16} aria-hidden />}
            className={classes.input}
            classNames={{ error: classes.error }}
            error={error}
            onChange={() => setError(null)}
          />
          <Button type="submit" color="red.7" loading={subscribe.isPending}>
            Subscribe
          </Button>
        </Group>
      </form>
    </section>
  );
}
