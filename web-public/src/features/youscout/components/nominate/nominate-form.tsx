import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { SubmitButton } from '@/components/form-fields/submit-button';
import {
  type NominationCreated,
  useCreateNomination,
} from '@/features/youscout/api/create-nomination';
import { useUserProfile } from '@/features/youscout/api/get-user-profile';
import { fieldErrorsOf, serverMessageOf } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { toast } from '@/lib/notify';
import { AthleteFields } from './athlete-fields';
import type { NominateFormApi } from './form-types';
import {
  NOMINATE_DEFAULTS,
  type NominateValues,
  nominateErrors,
  toNomination,
} from './nominate-rules';
import { NominatorFields } from './nominator-fields';
import { PerformanceFields } from './performance-fields';

type NominateFormProps = { onSubmitted: (created: NominationCreated, athlete: string) => void };

/** Fills the nominator's name and e-mail from the account once, unless already typed. */
function usePrefill(form: NominateFormApi) {
  const { data: user } = useUser();
  const profile = useUserProfile(Boolean(user));
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !user || profile.isPending) return;
    done.current = true;
    const name = profile.data?.displayName?.trim() || user.username;
    if (!form.isDirty('submittedByName')) form.setFieldValue('submittedByName', name);
    if (!form.isDirty('submittedByEmail') && user.email)
      form.setFieldValue('submittedByEmail', user.email);
  }, [user, profile.isPending, profile.data, form]);
}

/**
 * PLATFORM.md §1's nomination form, checked on submit with the server's messages; a refusal's
 * field messages land beside their fields and the values stay for another try.
 */
export function NominateForm({ onSubmitted }: NominateFormProps) {
  const nominate = useCreateNomination();
  const form = useForm<NominateValues>({
    initialValues: NOMINATE_DEFAULTS,
    validate: nominateErrors,
  });
  usePrefill(form);

  const focusFirstError = (errors: Record<string, unknown>) => {
    const [first] = Object.keys(errors);
    if (first) form.getInputNode(first)?.focus();
  };

  const submit = form.onSubmit((values) => {
    nominate.mutate(toNomination(values), {
      onSuccess: (created) => {
        toast({ title: 'Nomination submitted', description: 'Thank you! Staff will review it.' });
        onSubmitted(created, values.firstName.trim());
        // The thank-you view replaces a long form: show it from its top.
        window.scrollTo({ top: 0 });
      },
      onError: (error) => {
        const errors = fieldErrorsOf(error);
        form.setErrors(errors);
        focusFirstError(errors);
        toast({
          title: 'Nomination not sent',
          description: serverMessageOf(error) ?? 'An unexpected error occurred',
          variant: 'destructive',
        });
      },
    });
  }, focusFirstError);

  const sending = nominate.isPending;
  return (
    <form onSubmit={submit} noValidate aria-label="Nominate an athlete">
      <Stack gap="lg">
        <AthleteFields form={form} disabled={sending} />
        <PerformanceFields form={form} disabled={sending} />
        <NominatorFields form={form} disabled={sending} />
        <SubmitButton pending={sending} label="Submit Nomination" />
      </Stack>
    </form>
  );
}
