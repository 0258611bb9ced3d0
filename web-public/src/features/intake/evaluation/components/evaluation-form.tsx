import {
  Button,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useRef } from 'react';
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
import { fieldErrorsOf } from '@/lib/api-client';
import { toast } from '@/lib/notify';
import classes from './evaluation.module.css';

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
        onError: (error) => {
          form.setErrors(fieldErrorsOf(error));
          toast(submissionFailedToast(error));
        },
      });
    },
    () => {
      attempted.current = true;
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Evaluation request">
      <Stack gap="lg">
        <fieldset className={classes.fieldset} disabled={request.isPending}>
          <Title order={3} component="legend" className={classes.legend}>
            Parent or guardian
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Parent/guardian name"
              autoComplete="name"
              maxLength={MAX_LENGTHS.parentName}
              withAsterisk
              {...form.getInputProps('parentName')}
            />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              maxLength={MAX_LENGTHS.parentEmail}
              withAsterisk
              {...form.getInputProps('parentEmail')}
            />
            <TextInput
              label="Phone"
              type="tel"
              autoComplete="tel"
              placeholder="(504) 555-0123"
              maxLength={MAX_LENGTHS.parentPhone}
              withAsterisk
              {...form.getInputProps('parentPhone')}
            />
          </SimpleGrid>
        </fieldset>

        <fieldset className={classes.fieldset} disabled={request.isPending}>
          <Title order={3} component="legend" className={classes.legend}>
            Player
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Player name"
              maxLength={MAX_LENGTHS.playerName}
              withAsterisk
              {...form.getInputProps('playerName')}
            />
            <NumberInput
              label="Player age"
              description="We evaluate players ages 6 to 18"
              classNames={{ description: classes.description }}
              // The hint goes under the input, so the input lines up with the player name beside it.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              min={MIN_AGE}
              max={MAX_AGE}
              // A typed "12.5" stays as typed and is refused as not whole, never read as 125.
              allowNegative={false}
              clampBehavior="none"
              withAsterisk
              {...form.getInputProps('playerAge')}
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
            classNames={{ description: classes.description }}
            rows={4}
            resize="vertical"
            maxLength={MAX_LENGTHS.additionalInfo}
            {...form.getInputProps('additionalInfo')}
          />
        </fieldset>

        <Button
          type="submit"
          size="md"
          color="red.8"
          disabled={request.isPending}
          rightSection={request.isPending ? undefined : <IconSend size={18} aria-hidden />}
          className={classes.submit}
        >
          {request.isPending ? 'Submitting...' : 'Request an Evaluation'}
        </Button>
      </Stack>
    </form>
  );
}
