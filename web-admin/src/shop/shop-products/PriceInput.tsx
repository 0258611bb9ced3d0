import { TextField } from '@mui/material';
import { createProductSchema } from '@server/shop/schemas';
import { useState } from 'react';
import { FieldTitle, InputHelperText, useInput } from 'react-admin';
import { fieldRule } from '@/common/field-rule';
import { centsText, typedCents } from '../money';

const priceRule = fieldRule(createProductSchema.shape.priceCents);
export const NOT_DOLLARS = 'Enter a price in dollars, such as 24.99';

/** The server's rule for a price in cents, after the text was read as dollars. */
export const validatePrice = (value: unknown) =>
  typeof value === 'number' ? priceRule(value) : NOT_DOLLARS;

const identity = (value: unknown) => value;

/**
 * A price typed in dollars, kept in the form as integer cents (`priceCents`). The text typed is
 * shown as typed; a value set from outside (the record loaded again) shows as dollars.
 */
export function PriceInput({ source, label }: { source: string; label: string }) {
  const { id, field, fieldState, isRequired } = useInput({
    source,
    validate: validatePrice,
    isRequired: true,
    format: identity,
    parse: identity,
  });
  const [text, setText] = useState('');
  const value: unknown = field.value;
  const shown = typedCents(text) === value || typeof value !== 'number' ? text : centsText(value);
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={shown}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(typedCents(event.target.value));
      }}
      onBlur={field.onBlur}
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      className={`ra-input ra-input-${source}`}
      error={fieldState.invalid}
      helperText={
        <InputHelperText error={fieldState.error?.message} helperText="In dollars, such as 24.99" />
      }
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      sx={{ width: 200 }}
    />
  );
}
