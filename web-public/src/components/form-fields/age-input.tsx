import { NumberInput } from '@mantine/core';
import type { FieldName, FormApi } from './form-fields';
import classes from './form-fields.module.css';

type AgeInputProps<Values> = {
  form: FormApi<Values>;
  field: FieldName<Values>;
  label: string;
  /** The ages taken, said under the input. */
  description: string;
  min: number;
  max: number;
};

/** An athlete's age, whole years from `min` to `max`; required. */
export function AgeInput<Values>({
  form,
  field,
  label,
  description,
  min,
  max,
}: AgeInputProps<Values>) {
  return (
    <NumberInput
      label={label}
      description={description}
      classNames={{ description: classes.description }}
      // The hint goes under the input, so the input lines up with its neighbour's.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      min={min}
      max={max}
      // A typed "12.5" stays as typed and is refused as not whole, never read as 125.
      allowNegative={false}
      clampBehavior="none"
      withAsterisk
      {...form.getInputProps(field)}
    />
  );
}
