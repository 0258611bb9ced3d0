import { Anchor, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconLogin2 } from '@tabler/icons-react';
import { SaveButton } from '@/components/form-fields/save-button';
import { type LoginValues, loginSchema } from '@/features/accounts/utils/auth-schemas';
import { loginFailed, loginSucceeded } from '@/features/accounts/utils/messages';
import { type User, useLogin } from '@/lib/auth';
import { toast } from '@/lib/notify';

type LoginFormProps = {
  onAttempt: () => void;
  onSignedIn: (user: User) => void;
  onForgotPassword: () => void;
};

export function LoginForm({ onAttempt, onSignedIn, onForgotPassword }: LoginFormProps) {
  const login = useLogin();
  const form = useForm<LoginValues>({
    initialValues: { username: '', password: '' },
    validate: schemaResolver(loginSchema, { sync: true }),
  });

  const submit = form.onSubmit(({ username, password }) => {
    onAttempt();
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: (user) => {
          toast(loginSucceeded(user.username));
          onSignedIn(user);
        },
        onError: (error) => toast(loginFailed(error)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Login">
      <Stack gap="md">
        <TextInput
          label="Username"
          placeholder="Your username"
          autoComplete="username"
          data-autofocus
          withAsterisk
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label="Password"
          placeholder="Your password"
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
            Forgot your password?
          </Anchor>
        </Group>
        <SaveButton icon={IconLogin2} pending={login.isPending} fullWidth>
          Sign in
        </SaveButton>
      </Stack>
    </form>
  );
}
