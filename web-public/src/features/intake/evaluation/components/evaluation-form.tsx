import { NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { AgeInput } from '@/components/form-fields/age-input';
import { ContactFields } from '@/components/form-fields/contact-fields';
import { FieldGroup } from '@/components/form-fields/field-group';
import { formFieldClasses } from '@/components/form-fields/form-fields';
import { SubmitButton } from '@/components/form-fields/submit-button';
import { useCreateEvaluationRequest } from '@/features/intake/evaluation/api/create-evaluation-request';
import { POSITION_CHOICES } from '@/features/intake/evaluation/constants';
import {
  EVALUATION_DEFAULTS,
  type EvaluationFormValues,
  evaluationRules,
  MAX_AGE,
  MAX_LENGTHS,
  MIN_AGE,
} from '@/features/intake/evaluation/utils/evaluation-rules';
import {
  SUBMITTED,
  submissionFailedToast,
  toEvaluationRequest,
} from '@/features/intake/evaluation/utils/submission-messages';
import { showRefusal } from '@/lib/form-refusal';
import { toast } from '@/lib/notify';

const positionData = [
  { value: '', label: 'Select a position', disabled: true },
  ...POSITION_CHOICES.map(({ value, label }) => ({ value, label })),
];

type EvaluationFormProps = { onSubmitted: (values: EvaluationFormValues) => void };

/**
 * Checked on submit; after the first attempt each field is checked again as it changes. On
 * failure the values stay for another try.
 */
export function EvaluationForm({ onSubmitted }: EvaluationFormProps) {
  const request = useCreateEvaluationRequest();
  const attempted = useRef(false);
  const form = useForm<EvaluationFormValues>({
    initialValues: EVALUATION_DEFAULTS,
    validate: evaluationRules,
    // Errors change only through the rules below, so a field's message updates as it is typed.
    clearInputErrorOnChange: false,
    onValuesChange: (values, previous) => {
      if (!attempted.current) return;
      for (const field of Object.keys(evaluationRules) as (keyof typeof evaluationRules)[])
        if (values[field] !== previous[field]) form.validateField(field);
    },
  });

  const submit = form.onSubmit(
    (values) => {
      attempted.current = true;
      request.mutate(toEvaluationRequest(values), {
        onSuccess: () => {
          toast(SUBMITTED);
          onSubmitted(values);
        },
        onError: showRefusal(form, submissionFailedToast),
      });
    },
    () => {
      attempted.current = true;
    },
  );

  const pending = request.isPending;
  return (
    <form onSubmit={submit} noValidate aria-label="Evaluation request">
      <Stack gap="lg">
        <FieldGroup title="Parent or guardian" order={3} disabled={pending}>
          <ContactFields
            form={form}
            fields={{ name: 'parentName', email: 'parentEmail', phone: 'parentPhone' }}
            labels={{ name: 'Parent/guardian name', email: 'Email', phone: 'Phone' }}
            maxLengths={{
              name: MAX_LENGTHS.parentName,
              email: MAX_LENGTHS.parentEmail,
              phone: MAX_LENGTHS.parentPhone,
            }}
            phoneRequired
          />
        </FieldGroup>

        <FieldGroup title="Player" order={3} disabled={pending}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Player name"
              maxLength={MAX_LENGTHS.playerName}
              withAsterisk
              {...form.getInputProps('playerName')}
            />
            <AgeInput
              form={form}
              field="playerAge"
              label="Player age"
              description="We evaluate players ages 6 to 18"
              min={MIN_AGE}
              max={MAX_AGE}
            />
            <NativeSelect
              label="Primary position"
              data={positionData}
              withAsterisk
              {...form.getInputProps('playerPosition')}
            />
            <TextInput
              label="School or team"
              maxLength={MAX_LENGTHS.playerSchool}
              withAsterisk
              {...form.getInputProps('playerSchool')}
            />
          </SimpleGrid>
          <Textarea
            mt="md"
            label="Additional information"
            description="Stats, showcase results, travel team, or anything you want our scouts to know"
            classNames={{ description: formFieldClasses.description }}
            rows={4}
            resize="vertical"
            maxLength={MAX_LENGTHS.additionalInfo}
            {...form.getInputProps('additionalInfo')}
          />
        </FieldGroup>

        <SubmitButton pending={pending} label="Request an Evaluation" />
      </Stack>
    </form>
  );
}
