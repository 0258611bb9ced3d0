import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

type NewPassword = { password: string; confirmPassword: string };

type NewPasswordFieldsProps<Values extends NewPassword> = {
  form: UseFormReturnType<Values>;
  labels: { password: string; confirm: string };
  /** Whether the first field takes the focus as its modal opens (Mantine's `data-autofocus`). */
  autoFocus?: boolean;
};

/** A new password and the same typed again, both saved by the browser as a new password. */
export function NewPasswordFields<Values extends NewPassword>({
  form,
  labels,
  autoFocus,
}: NewPasswordFieldsProps<Values>) {
  return (
    <>
      <PasswordInput
        label={labels.password}
        placeholder="At least 6 characters"
        autoComplete="new-password"
        data-autofocus={autoFocus || undefined}
        withAsterisk
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={labels.confirm}
        placeholder="Type it again"
        autoComplete="new-password"
        withAsterisk
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
}
