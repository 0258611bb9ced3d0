import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, useRef } from 'react';
import { EMAIL_INPUT } from '@/components/form-fields/presets';
import { toast } from '@/lib/notify';
import { type ContactMessage, useSubmitContact } from '../../api/submit-contact';
import { CONTACT_MAX_LENGTHS, contactRules, emptyContactMessage } from '../../validation';
import classes from './contact-form.module.css';

const FIELDS = ['name', 'email', 'organization', 'message'] as const;

/** Every field here is asked for, and a size up from the site's other forms. */
const ASKED = { withAsterisk: true, 'aria-required': true, size: 'md' } as const;

/**
 * The contact form (document 1 §4, §5, §8): checked on submit, then again on every change;
 * 'Sending...' while the call is out; emptied on success, kept as typed on failure.
 */
export function ContactForm() {
  const submitted = useRef(false);
  const form = useForm<ContactMessage>({
    initialValues: emptyContactMessage,
    validate: contactRules,
    // Errors change only through validation: cleared ones would race the re-check below.
    clearInputErrorOnChange: false,
    onValuesChange: (values, previous) => {
      if (!submitted.current) return;
      for (const field of FIELDS) {
        if (values[field] !== previous[field]) form.validateField(field);
      }
    },
  });
  const mutation = useSubmitContact();

  const send = (values: ContactMessage) =>
    mutation.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Message Sent',
          description: 'Your message has been saved successfully. Our team will contact you soon.',
        });
        submitted.current = false;
        form.reset();
      },
      onError: () =>
        toast({
          title: 'Something went wrong',
          description: 'There was an error sending your message. Please try again.',
          variant: 'destructive',
        }),
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    submitted.current = true;
    form.onSubmit(send)(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact form" className={classes.form}>
      <Stack gap="md">
        <div className={classes.row}>
          <TextInput
            label="Name"
            placeholder="Your full name"
            autoComplete="name"
            maxLength={CONTACT_MAX_LENGTHS.name}
            {...ASKED}
            {...form.getInputProps('name')}
          />
          <TextInput
            {...EMAIL_INPUT}
            placeholder="you@organization.org"
            maxLength={CONTACT_MAX_LENGTHS.email}
            {...ASKED}
            {...form.getInputProps('email')}
          />
        </div>
        <TextInput
          label="Organization"
          placeholder="Recreation department, school district, club..."
          autoComplete="organization"
          maxLength={CONTACT_MAX_LENGTHS.organization}
          {...ASKED}
          {...form.getInputProps('organization')}
        />
        <Textarea
          label="Message"
          placeholder="Tell us about your program and what you would like to achieve"
          autosize
          minRows={5}
          maxRows={10}
          maxLength={CONTACT_MAX_LENGTHS.message}
          {...ASKED}
          {...form.getInputProps('message')}
        />
        <Button
          type="submit"
          size="lg"
          color="red.7"
          disabled={mutation.isPending}
          rightSection={<IconSend size={18} aria-hidden="true" />}
          className={classes.submit}
        >
          {mutation.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </Stack>
    </form>
  );
}
