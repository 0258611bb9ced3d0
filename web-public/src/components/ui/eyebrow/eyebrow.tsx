import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './eyebrow.module.css';

type EyebrowProps = {
  /** `dark` above a title on a navy banner, `light` on the page's white. */
  tone: 'dark' | 'light';
  children: ReactNode;
};

/** The line of small red capitals that says where a title belongs (YouScout, Legal, …). */
export function Eyebrow({ tone, children }: EyebrowProps) {
  return <Text className={tone === 'dark' ? classes.onDark : classes.onLight}>{children}</Text>;
}
