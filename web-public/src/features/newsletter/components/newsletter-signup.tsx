import { Button, Group, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMail } from '@tabler/icons-react';
import { useId } from 'react';
import { useSubscribeToNewsletter } from '@/features/newsletter/api/subscribe-to-newsletter';
import {
  type NewsletterValues,
  subscribed,
  subscriptionFailed,
  validateNewsletter,
} from '@/features/newsletter/utils/newsletter-rules';
import { toast } from '@/lib/notify';
import classes from './newsletter.module.css';

/** The footer's newsletter sign-up: one address, a toast either way. */
export function NewsletterSignup() {
  const headingId = useId();
  const subscribe = useSubscribeToNewsletter();
  const form = useForm<NewsletterValues>({
    initialValues: { email: '' },
    validate: validateNewsletter,
  });

  const submit = form.onSubmit(({ email }) => {
    subscribe.mutate(
      { email: email.trim() },
      {
        onSuccess: (answer) => {
          toast(subscribed(answer?.message));
          form.reset();
        },
        onError: (error) => toast(subscriptionFailed(error)),
      },
    );
  });

  return (
    <section aria-labelledby={headingId}>
      <Title order={2} id={headingId} className={classes.heading}>
        Stay in the game
      </Title>
      <Text size="sm" className={classes.lead}>
        Rankings, showcases and program news from New Orleans, once or twice a month.
      </Text>
      <form onSubmit={submit} noValidate aria-label="Newsletter sign-up">
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label="Email address"
            type="email"
            placeholder="you@example.com"
            autoComplete="email"
            leftSection={<IconMail size={16} aria-hidden />}
            className={classes.input}
            classNames={{ error: classes.error }}
            {...form.getInputProps('email')}
          />
          <Button type="submit" color="red.7" loading={subscribe.isPending}>
            Subscribe
          </Button>
        </Group>
      </form>
    </section>
  );
}
