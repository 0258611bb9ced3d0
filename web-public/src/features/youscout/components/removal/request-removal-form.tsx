import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { fieldErrorsOf, serverMessageOf } from '@/lib/api-client';
import { nominationIdFrom } from './nomination-id';
import { useRequestRemoval } from './removal-api';

const NO_ID = "Paste the nomination's page address, or its id";

/**
 * Anyone names a nomination and an address; the answer is the same whoever the address is. A
 * link goes to it only when it is the nomination's guardian's or nominator's.
 */
export function RequestRemovalForm({ initialNomination = '' }: { initialNomination?: string }) {
  const [nomination, setNomination] = useState(initialNomination);
  const [email, setEmail] = useState('');
  const [nominationError, setNominationError] = useState<string | undefined>();
  const request = useRequestRemoval();
  const fieldErrors = fieldErrorsOf(request.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nominationId = nominationIdFrom(nomination);
    setNominationError(nominationId ? undefined : NO_ID);
    if (!nominationId) return;
    request.mutate({ nominationId, email: email.trim() });
  };

  if (request.isSuccess) {
    return (
      <Alert color="green" title="Check your mail">
        {request.data.message}. The link works once; opening it shows which nomination it removes.
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Request removal">
      <Stack>
        <Text>
          A parent or guardian, or the person who made the nomination, can have it removed. Tell us
          which nomination and your e-mail address: if the address is the one recorded with it, we
          mail you a link to remove it at once.
        </Text>
        <TextInput
          label="Nomination"
          description="Its page address (…/you-scout/nomination/…) or its id"
          value={nomination}
          onChange={(e) => setNomination(e.currentTarget.value)}
          error={nominationError ?? fieldErrors.id}
          required
        />
        <TextInput
          label="Your e-mail address"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={fieldErrors.email}
          required
        />
        {request.isError && Object.keys(fieldErrors).length === 0 && (
          <Alert color="red">
            {serverMessageOf(request.error) ?? 'Something went wrong; please try again.'}
          </Alert>
        )}
        <Button type="submit" loading={request.isPending}>
          Request removal
        </Button>
      </Stack>
    </form>
  );
}
