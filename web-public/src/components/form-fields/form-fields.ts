import type { UseFormReturnType } from '@mantine/form';
import classes from './form-fields.module.css';

/** A form's field, by its name among the form's values. */
export type FieldName<Values> = Extract<keyof Values, string>;

/** The form a field group fills in, whatever its values' type. */
export type FormApi<Values> = UseFormReturnType<Values>;

/** The forms' shared styles: a hint's contrast (`classNames={{ description }}`), a bare fieldset. */
export { classes as formFieldClasses };
