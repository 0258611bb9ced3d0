import { CATEGORIES, CATEGORY_LABELS, LIMITS } from '@server/shop/constants';
import { createProductSchema } from '@server/shop/schemas';
import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { fieldRule } from '@/common/field-rule';
import type { AdminProduct } from '../types';
import { ImagesInput } from './ImagesInput';
import { PriceInput } from './PriceInput';

// Each field's rule is the server's own (createProductSchema), so the form says what the API would.
const field = createProductSchema.shape;

export const categoryChoices = CATEGORIES.map((id) => ({ id, name: CATEGORY_LABELS[id] }));

/** The address, set once when the product is added (the shop's link to it is for good). */
export const SlugInput = () => (
  <TextInput
    source="slug"
    label="Address"
    helperText="Part of the product's web address, such as classic-cap: lower-case letters, digits and single dashes. It cannot be changed later."
    validate={fieldRule(field.slug)}
    isRequired
    slotProps={{ htmlInput: { maxLength: LIMITS.slug } }}
  />
);

/** The product's own fields (its variants are added on its page). */
export const ProductInputs = () => (
  <>
    <TextInput
      source="name"
      label="Name"
      validate={fieldRule(field.name)}
      isRequired
      slotProps={{ htmlInput: { maxLength: LIMITS.productName } }}
    />
    <TextInput
      source="description"
      label="Description"
      multiline
      minRows={3}
      validate={fieldRule(field.description)}
      isRequired
      slotProps={{ htmlInput: { maxLength: LIMITS.description } }}
    />
    <SelectInput
      source="category"
      label="Category"
      choices={categoryChoices}
      validate={fieldRule(field.category)}
      isRequired
    />
    <PriceInput source="priceCents" label="Price (USD)" />
    <ImagesInput />
    <BooleanInput
      source="active"
      label="On sale"
      helperText="Off: the product is hidden from the shop"
    />
  </>
);

/** What the server's POST takes: the fields, trimmed by the server. */
export const newProductFields = (data: Partial<AdminProduct>) => ({
  slug: data.slug,
  name: data.name,
  description: data.description,
  category: data.category,
  priceCents: data.priceCents,
  images: data.images ?? [],
  active: data.active ?? true,
});

/** What the server's PUT takes: the changeable fields and the version they were loaded at. */
export const productChanges = (data: Partial<AdminProduct>) => ({
  name: data.name,
  description: data.description,
  category: data.category,
  priceCents: data.priceCents,
  images: data.images ?? [],
  active: data.active,
  version: data.version,
});
