import { VisuallyHidden } from '@mantine/core';
import type { OrderStatus } from '@server/shop/constants';
import { IconCheck } from '@tabler/icons-react';
import classes from '../shop.module.css';

/** The way an order goes when nothing goes wrong, each step with what the customer reads. */
const STEPS = [
  { status: 'pending', label: 'Placed' },
  { status: 'paid', label: 'Paid' },
  { status: 'fulfilled', label: 'Shipped' },
  { status: 'delivered', label: 'Delivered' },
] as const satisfies readonly { status: OrderStatus; label: string }[];

/** Where an order is on its way: the steps behind it ticked, its own marked current. */
export function OrderSteps({ status }: { status: OrderStatus }) {
  const at = STEPS.findIndex((step) => step.status === status);
  return (
    <ol className={classes.steps} aria-label="Order progress">
      {STEPS.map((step, index) => (
        <li
          key={step.status}
          className={classes.step}
          data-done={index <= at || undefined}
          aria-current={index === at ? 'step' : undefined}
        >
          {index < at && <IconCheck size={16} aria-hidden />}
          {step.label}
          {index < at && <VisuallyHidden>{' (done)'}</VisuallyHidden>}
        </li>
      ))}
    </ol>
  );
}
