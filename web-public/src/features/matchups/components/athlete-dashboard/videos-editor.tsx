import { ActionIcon, Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { LIMITS } from '@server/matchups/constants';
import type { OwnAthleteAnswer } from '@server/matchups/schemas';
import { IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useAddVideo } from '@/features/matchups/api/add-video';
import { useRemoveVideo } from '@/features/matchups/api/remove-video';
import { FormRefusal } from '@/features/matchups/components/query-states';
import { fieldErrorsOf, serverMessageOf } from '@/lib/api-client';

/** Highlight videos are links (YouTube, Vimeo, Hudl), never uploads (PLATFORM.md §0). */
export function VideosEditor({ athlete }: { athlete: OwnAthleteAnswer }) {
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const add = useAddVideo(athlete.id);
  const remove = useRemoveVideo(athlete.id);
  const errors = fieldErrorsOf(add.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { url, title },
      {
        onSuccess: () => {
          setUrl('');
          setTitle('');
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      {athlete.videos.length === 0 ? (
        <Text c="dimmed" size="sm">
          No highlight videos yet.
        </Text>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {athlete.videos.map((v) => (
            <Group component="li" key={v.id} justify="space-between" wrap="nowrap">
              <Anchor
                href={v.url}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
              >
                {v.title}
              </Anchor>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${v.title}`}
                loading={remove.isPending && remove.variables === v.id}
                onClick={() => remove.mutate(v.id)}
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
      {athlete.videos.length < LIMITS.videos && (
        <form onSubmit={submit} noValidate aria-label="Add a highlight video">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label="Video link"
              required
              placeholder="https://www.youtube.com/watch?v=…"
              value={url}
              onChange={(e) => setUrl(e.currentTarget.value)}
              error={errors.url}
              style={{ flex: '1 1 16rem' }}
            />
            <TextInput
              label="Title"
              required
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
              error={errors.title}
              style={{ flex: '1 1 10rem' }}
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
