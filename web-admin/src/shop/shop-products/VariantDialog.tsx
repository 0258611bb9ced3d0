import {
  Alert,
  Dialog,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Switch,
  TextField,
  type TextFieldProps,
} from '@mui/material';
import { LIMITS } from '@server/shop/constants';
import { createVariantSchema } from '@server/shop/schemas';
import { useId, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { DialogButtons } from '@/common/DialogButtons';
import { fieldRule } from '@/common/field-rule';
import { addVariant, updateVariant } from '../api';
import { centsText, formatCents, typedCents } from '../money';
import { refusalOf } from '../refusal';
import type { AdminProduct, AdminVariant } from '../types';

// Each field's rule is the server's own (createVariantSchema; the update takes the same fields).
const shape = createVariantSchema.shape;
const priceRule = fieldRule(shape.priceCents);
const stockRule = fieldRule(shape.initialStock);
const RULES = {
  sku: fieldRule(shape.sku),
  size: fieldRule(shape.size),
  colour: fieldRule(shape.colour),
  price: (text: string) => {
    const cents = typedCents(text);
    return typeof cents === 'string' ? 'Enter a price in dollars, such as 24.99' : priceRule(cents);
  },
  initialStock: (text: string) => stockRule(text.trim() === '' ? undefined : Number(text.trim())),
};
type Field = keyof typeof RULES;
/** The server's `errors` name priceCents where this form says price. */
const SERVER_FIELD: Partial<Record<string, Field>> = { priceCents: 'price' };

const valuesOf = (variant?: AdminVariant): Record<Field, string> => ({
  sku: variant?.sku ?? '',
  size: variant?.size ?? '',
  colour: variant?.colour ?? '',
  price: variant?.priceCents == null ? '' : centsText(variant.priceCents),
  initialStock: '0',
});

/**
 * Adds a size or colour with its first stock, or changes one (its SKU, size, colour, own price,
 * and whether it is on sale; its stock moves by adjustments). Nothing is sent until every field
 * passes the server's rule; a refusal (a taken SKU) is shown on its field or above the form.
 */
export function VariantDialog({
  product,
  variant,
  onClose,
}: {
  product: AdminProduct;
  /** The variant to change; none adds one. */
  variant?: AdminVariant;
  onClose: () => void;
}) {
  const id = useId();
  const notify = useNotify();
  const refresh = useRefresh();
  const [values, setValues] = useState(() => valuesOf(variant));
  const [active, setActive] = useState(variant?.active ?? true);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [refused, setRefused] = useState<{
    message: string;
    fields: Partial<Record<Field, string>>;
  }>();
  const [pending, setPending] = useState(false);
  const fields: Field[] = variant
    ? ['sku', 'size', 'colour', 'price']
    : ['sku', 'size', 'colour', 'price', 'initialStock'];
  const shown = (field: Field) =>
    refused?.fields[field] ?? (touched[field] ? RULES[field](values[field]) : undefined);

  const submit = async () => {
    setTouched(Object.fromEntries(fields.map((field) => [field, true])));
    if (fields.some((field) => RULES[field](values[field]) !== undefined)) return;
    const common = {
      sku: values.sku.trim(),
      size: values.size.trim(),
      colour: values.colour.trim(),
      priceCents: typedCents(values.price) as number | null,
    };
    setPending(true);
    try {
      if (variant) await updateVariant(product.id, variant.id, { ...common, active });
      else
        await addVariant(product.id, {
          ...common,
          initialStock: Number(values.initialStock.trim()),
        });
      notify(variant ? `${common.sku} saved` : `${common.sku} added`, { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      const { message, fields: named } = refusalOf(error);
      setRefused({
        message,
        fields: Object.fromEntries(
          Object.entries(named).map(([key, text]) => [SERVER_FIELD[key] ?? key, text]),
        ),
      });
    } finally {
      setPending(false);
    }
  };

  const input = (field: Field, label: string, { helperText, ...props }: TextFieldProps = {}) => (
    <TextField
      label={label}
      value={values[field]}
      onChange={(event) => {
        setValues((v) => ({ ...v, [field]: event.target.value }));
        setRefused(undefined);
      }}
      onBlur={() => setTouched((t) => ({ ...t, [field]: true }))}
      error={shown(field) !== undefined}
      helperText={shown(field) ?? helperText ?? ' '}
      fullWidth
      margin="dense"
      {...props}
    />
  );

  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>
        {variant ? `Change ${variant.sku}` : `Add a variant of ${product.name}`}
      </DialogTitle>
      <DialogContent>
        {refused && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {refused.message}
          </Alert>
        )}
        {input('sku', 'SKU', {
          required: true,
          slotProps: { htmlInput: { maxLength: LIMITS.sku } },
        })}
        {input('size', 'Size', {
          required: true,
          slotProps: { htmlInput: { maxLength: LIMITS.size } },
        })}
        {input('colour', 'Color', {
          required: true,
          slotProps: { htmlInput: { maxLength: LIMITS.colour } },
        })}
        {input('price', 'Price (USD)', {
          helperText: `Empty: the product's price, ${formatCents(product.priceCents)}`,
          slotProps: { htmlInput: { inputMode: 'decimal' } },
        })}
        {variant ? (
          <FormControlLabel
            control={<Switch checked={active} onChange={(e) => setActive(e.target.checked)} />}
            label="On sale"
          />
        ) : (
          <>
            {input('initialStock', 'Units on the shelf', {
              type: 'number',
              required: true,
              slotProps: { htmlInput: { min: 0, step: 1 } },
            })}
            <DialogContentText variant="body2">
              Later changes to the stock are adjustments, each with its reason.
            </DialogContentText>
          </>
        )}
      </DialogContent>
      <DialogButtons
        pending={pending}
        onCancel={onClose}
        onConfirm={submit}
        confirm={variant ? 'Save' : 'Add variant'}
      />
    </Dialog>
  );
}
