import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconUserPlus } from '@tabler/icons-react';
import { EMAIL_INPUT } from '@/components/form-fields/presets';
import { SaveButton } from '@/components/form-fields/save-button';
import { NewPasswordFields } from '@/features/accounts/components/new-password-fields';
import { RolePicker } from '@/features/accounts/components/role-picker';
import { type RegisterValues, registerSchema } from '@/features/accounts/utils/auth-schemas';
import { registered, registrationFailed } from '@/features/accounts/utils/messages';
import type { AuthVariant } from '@/features/accounts/utils/variant';
import { type User, useRegister } from '@/lib/auth';
import { showRefusal } from '@/lib/form-refusal';
import { toast } from '@/lib/notify';

type RegisterFormProps = {
  variant: AuthVariant;
  onAttempt: () => void;
  onSignedIn: (user: User) => void;
};

export function RegisterForm({ variant, onAttempt, onSignedIn }: RegisterFormProps) {
  const register = useRegister();
  const form = useForm<RegisterValues>({
    initialValues: { username: '', email: '', password: '', confirmPassword: '', role: '' },
    validate: schemaResolver(registerSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    const role = variant.roles.find((allowed) => allowed === values.role);
    if (!role) return;
    onAttempt();
    // The confirmation is checked here and never sent (document 2 §7).
    register.mutate(
      {
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        role,
        // The YouScout variant sends the specification's payload as it is.
        ...(variant.name === 'matchups' ? { variant: 'matchups' as const } : {}),
      },
      {
        onSuccess: (user) => {
          toast(registered(user.username));
          onSignedIn(user);
        },
        onError: showRefusal(form, registrationFailed),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Register">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Username"
            placeholder="Choose a username"
            autoComplete="username"
            withAsterisk
            {...form.getInputProps('username')}
          />
          <TextInput
            {...EMAIL_INPUT}
            placeholder="you@example.com"
            {...form.getInputProps('email')}
          />
          <NewPasswordFields
            form={form}
            labels={{ password: 'Password', confirm: 'Confirm password' }}
          />
        </SimpleGrid>
        <RolePicker
          roles={variant.roles}
          value={form.values.role}
          onChange={(role) => form.setFieldValue('role', role)}
          error={form.errors.role}
        />
        <SaveButton icon={IconUserPlus} pending={register.isPending} color="red.8" fullWidth>
          Create account
        </SaveButton>
      </Stack>
    </form>
  );
}
