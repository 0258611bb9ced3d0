import { Alert, Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useCreateChild, useRequestLink } from '@/features/families/api/family-actions';
import { fieldErrorsOf, serverMessageOf } from '@/lib/api-client';
import { toast } from '@/lib/notify';

const done = (message: string) => toast({ title: message });

export function AddChildCard() {
  const create = useCreateChild();
  const [child, setChild] = useState({ firstName: '', lastName: '', birthDate: '' });
  const errors = fieldErrorsOf(create.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(child, {
      onSuccess: (r) => {
        done(r.message);
        setChild({ firstName: '', lastName: '', birthDate: '' });
      },
    });
  };
  const field = (name: keyof typeof child) => ({
    value: child[name],
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setChild((c) => ({ ...c, [name]: value }));
    },
  });
  return (
    <Paper withBorder radius="lg" p="lg" component="form" onSubmit={submit}>
      <Title order={2} size="h4" mb="xs">
        Add a child
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        A child under 13 has no login of their own; you manage the profile. We mail you a consent
        link at once.
      </Text>
      <Group grow align="flex-start">
        <TextInput label="First name" required {...field('firstName')} />
        <TextInput label="Last name" required {...field('lastName')} />
        <TextInput label="Birth date" type="date" required {...field('birthDate')} />
      </Group>
      {create.isError && !Object.keys(errors).length && (
        <Alert color="red" mt="sm">
          {serverMessageOf(create.error)}
        </Alert>
      )}
      <Button type="submit" mt="md" loading={create.isPending}>
        Add child
      </Button>
    </Paper>
  );
}

export function LinkAthleteCard() {
  const link = useRequestLink();
  const [username, setUsername] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    link.mutate(username, { onSuccess: (r) => done(r.message) });
  };
  return (
    <Paper withBorder radius="lg" p="lg" component="form" onSubmit={submit}>
      <Title order={2} size="h4" mb="xs">
        Link to an athlete's account
      </Title>
      <TextInput
        label="The athlete's username"
        required
        value={username}
        onChange={(e) => setUsername(e.currentTarget.value)}
        error={link.isError ? serverMessageOf(link.error) : undefined}
      />
      <Button type="submit" mt="md" loading={link.isPending}>
        Ask to link
      </Button>
    </Paper>
  );
}
