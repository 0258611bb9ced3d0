import { Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './form-fields.module.css';

type FieldGroupProps = {
  title: string;
  /** The legend's heading level on its page. */
  order: TitleOrder;
  disabled?: boolean;
  children: ReactNode;
};

/** A fieldset named by its legend, set as a heading: one chunk of a long form. */
export function FieldGroup({ title, order, disabled, children }: FieldGroupProps) {
  return (
    <fieldset className={classes.fieldset} disabled={disabled}>
      <Title order={order} component="legend" className={classes.legend}>
        {title}
      </Title>
      {children}
    </fieldset>
  );
}
