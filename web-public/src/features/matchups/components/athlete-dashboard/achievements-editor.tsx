import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { LIMITS } from '@server/matchups/constants';
import type { OwnAthleteAnswer } from '@server/matchups/schemas';
import { IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useAddAchievement } from '@/features/matchups/api/add-achievement';
import { useRemoveAchievement } from '@/features/matchups/api/remove-achievement';
import { FormRefusal } from '@/features/matchups/components/query-states';
import { fieldErrorsOf, serverMessageOf } from '@/lib/api-client';

/** The athlete's achievements: each removable, and a line to add one. */
export function AchievementsEditor({ athlete }: { athlete: OwnAthleteAnswer }) {
  const [title, setTitle] = useState('');
  const [year, setYear] = useState<number | null>(null);
  const add = useAddAchievement(athlete.id);
  const remove = useRemoveAchievement(athlete.id);
  const errors = fieldErrorsOf(add.error);
  const full = athlete.achievements.length >= LIMITS.achievements;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { title, year },
      {
        onSuccess: () => {
          setTitle('');
          setYear(null);
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      {athlete.achievements.length === 0 ? (
        <Text c="dimmed" size="sm">
          No achievements yet: an all-district team, a tournament MVP, an honour roll.
        </Text>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {athlete.achievements.map((a) => (
            <Group component="li" key={a.id} justify="space-between" wrap="nowrap">
              <Text size="sm">
                {a.title}
                {a.year ? ` (${a.year})` : ''}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${a.title}`}
                loading={remove.isPending && remove.variables === a.id}
                onClick={() => remove.mutate(a.id)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      {remove.isError && (
        <Alert color="red" role="alert">
          {serverMessageOf(remove.error) ?? 'It could not be removed. Please try again.'}
        </Alert>
      )}
      {!full && (
        <form onSubmit={submit} noValidate aria-label="Add an achievement">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label="Achievement"
              required
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
              error={errors.title}
              style={{ flex: '1 1 14rem' }}
            />
            <NumberInput
              label="Year"
              allowDecimal={false}
              value={year ?? ''}
              onChange={(v) => setYear(typeof v === 'number' ? v : null)}
              error={errors.year}
              w={110}
            />
            <Button
              type="submit"
              mt={{ base: 0, sm: 25 }}
              loading={add.isPending}
              variant="default"
            >
              Add
            </Button>
          </Group>
          <FormRefusal
            action={add}
            errors={errors}
            mt="xs"
            fallback="It could not be added. Please try again."
          />
        </form>
      )}
    </Stack>
  );
}
