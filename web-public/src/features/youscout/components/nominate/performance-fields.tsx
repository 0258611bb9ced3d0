import { SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { VIDEO_URL_MAX } from '@server/videos/constants';
import { LIMITS } from '@server/youscout/constants';
import { FieldGroup } from '@/components/form-fields/field-group';
import { formFieldClasses } from '@/components/form-fields/form-fields';
import type { NominateFormApi } from './form-types';
import classes from './nominate.module.css';
import { latestGameDate } from './nominate-rules';

/** The game and what the athlete did in it. */
export function PerformanceFields({
  form,
  disabled,
}: {
  form: NominateFormApi;
  disabled: boolean;
}) {
  const length = form.getValues().performance.trim().length;
  const outside = length < LIMITS.performanceMin || length > LIMITS.performanceMax;
  return (
    <FieldGroup title="The performance" order={2} disabled={disabled}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Game location"
          placeholder="Field or park, city"
          maxLength={LIMITS.gameLocation}
          {...form.getInputProps('gameLocation')}
        />
        <TextInput
          label="Game date"
          type="date"
          max={latestGameDate()}
          {...form.getInputProps('gameDate')}
        />
      </SimpleGrid>
      <Textarea
        mt="md"
        label="What did they do?"
        classNames={{ description: formFieldClasses.description }}
        description="The plays, the stats, the moment that made you nominate them"
        autosize
        minRows={5}
        maxRows={14}
        withAsterisk
        {...form.getInputProps('performance')}
      />
      <Text
        size="xs"
        mt={4}
        ta="right"
        className={outside && length > 0 ? classes.counterOff : classes.counter}
        aria-live="polite"
        data-testid="performance-counter"
      >
        {length.toLocaleString('en-US')} / {LIMITS.performanceMax.toLocaleString('en-US')}{' '}
        characters (at least {LIMITS.performanceMin})
      </Text>
      <TextInput
        mt="md"
        label="Video link"
        classNames={{ description: formFieldClasses.description }}
        description="Optional: a YouTube, Vimeo or Hudl link"
        type="url"
        placeholder="https://www.youtube.com/watch?v=…"
        maxLength={VIDEO_URL_MAX}
        {...form.getInputProps('video')}
      />
    </FieldGroup>
  );
}
