import { Popover, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { SectionLink } from '@/app/layout/section-link';
import classes from './layout.module.css';

type ProgramDetailsProps = { title: string; summary: string };

/**
 * A program's name with its summary in a popover, open from the start: it takes the place of
 * the plain button (program-popover.tsx) on its first click, and keeps that button's focus.
 */
export default function ProgramDetails({ title, summary }: ProgramDetailsProps) {
  const [opened, { toggle, close }] = useDisclosure(true);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus({ preventScroll: true }), []);
  return (
    <Popover
      opened={opened}
      onChange={(next) => !next && close()}
      width={300}
      position="top-start"
      shadow="lg"
      withArrow
    >
      <Popover.Target>
        <UnstyledButton
          ref={button}
          className={classes.footerLink}
          onClick={toggle}
          aria-expanded={opened}
        >
          {title}
          <IconInfoCircle size={14} aria-hidden className={classes.footerLinkIcon} />
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={700} size="sm" mb={4}>
          {title}
        </Text>
        <Text size="sm" c="dimmed" mb="xs">
          {summary}
        </Text>
        <SectionLink id="solutions" className={classes.popoverLink}>
          Explore our solutions
        </SectionLink>
      </Popover.Dropdown>
    </Popover>
  );
}
