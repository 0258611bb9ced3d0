import { Textarea, type TextareaProps } from '@mantine/core';
import type { FieldName, FormApi } from './form-fields';

type CountedTextareaProps<Values> = Omit<TextareaProps, 'form' | 'description'> & {
  form: FormApi<Values>;
  field: FieldName<Values>;
  label: string;
  /** The most characters the field takes, counted under it as they are typed. */
  max: number;
};

/** A long text (a bio) that grows from three to eight rows, its count under it: "12/500 characters". */
export function CountedTextarea<Values>({
  form,
  field,
  max,
  ...textarea
}: CountedTextareaProps<Values>) {
  const length = String(form.values[field] ?? '').length;
  return (
    <Textarea
      autosize
      minRows={3}
      maxRows={8}
      description={`${length}/${max} characters`}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...textarea}
      {...form.getInputProps(field)}
    />
  );
}
