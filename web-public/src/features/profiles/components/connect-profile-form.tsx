import {
  Button,
  Group,
  NumberInput,
  type NumberInputProps,
  Radio,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { CountedTextarea } from '@/components/form-fields/counted-textarea';
import { useAddConnectProfile } from '@/features/profiles/api/add-connect-profile';
import { CONNECT_TYPE_LABELS } from '@/features/profiles/utils/area-display';
import {
  CONNECT_LIMITS,
  type ConnectFormValues,
  connectFormSchema,
  emptyConnectForm,
  toConnectInput,
} from '@/features/profiles/utils/connect-form';
import { saveFailed } from '@/features/profiles/utils/save-messages';
import { showRefusal } from '@/lib/form-refusal';
import { toast } from '@/lib/notify';

type ConnectProfileFormProps = { onAdded: () => void; onCancel: () => void };

/** Adds the account's Connect profile: who you are on the sponsorship marketplace. */
export function ConnectProfileForm({ onAdded, onCancel }: ConnectProfileFormProps) {
  const add = useAddConnectProfile();
  const form = useForm<ConnectFormValues>({
    initialValues: emptyConnectForm,
    validate: schemaResolver(connectFormSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    add.mutate(toConnectInput(values), {
      onSuccess: () => {
        toast({ title: 'Connect profile added', description: 'It now shows on your profile.' });
        onAdded();
      },
      onError: showRefusal(form, saveFailed),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add a Connect profile">
      <Stack gap="md">
        <Radio.Group label="I join Connect as a" withAsterisk {...form.getInputProps('userType')}>
          <Group mt={6} gap="lg">
            {(['sponsor', 'organizer', 'athlete'] as const).map((type) => (
              <Radio key={type} value={type} label={CONNECT_TYPE_LABELS[type]} />
            ))}
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Company or organization name"
            autoComplete="organization"
            {...form.getInputProps('companyName')}
          />
          <TextInput
            label="Website"
            placeholder="https://"
            type="url"
            autoComplete="url"
            {...form.getInputProps('website')}
          />
        </SimpleGrid>
        <CountedTextarea
          form={form}
          field="biography"
          max={CONNECT_LIMITS.biography}
          label="Biography"
        />
        <TextInput
          label="Target audience"
          placeholder="Youth baseball families in the Gulf South"
          {...form.getInputProps('targetAudience')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Preferred categories"
            description="Separated by commas"
            placeholder="tournaments, camps"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('preferredCategories')}
          />
          <TextInput
            label="Geographic focus"
            description="Separated by commas"
            placeholder="New Orleans, Baton Rouge"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('geographicFocus')}
          />
          <DollarsInput
            label="Typical budget (minimum)"
            {...form.getInputProps('typicalBudgetMin')}
          />
          <DollarsInput
            label="Typical budget (maximum)"
            {...form.getInputProps('typicalBudgetMax')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={add.isPending}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Add Connect profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** An amount typed in whole US dollars (the form sends cents). */
function DollarsInput(props: NumberInputProps) {
  return (
    <NumberInput
      description="In whole US dollars"
      prefix="$"
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=","
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...props}
    />
  );
}
