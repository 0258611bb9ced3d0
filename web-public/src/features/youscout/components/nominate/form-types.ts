import type { UseFormReturnType } from '@mantine/form';
import type { NominateValues } from './nominate-rules';

export type NominateFormApi = UseFormReturnType<NominateValues>;

/** An optional select's options: its placeholder first, then each choice. */
export const choices = (
  placeholder: string,
  values: readonly string[],
  label = (v: string) => v,
) => [
  { value: '', label: placeholder },
  ...values.map((value) => ({ value, label: label(value) })),
];
