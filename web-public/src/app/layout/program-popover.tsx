import { Popover, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { SectionLink } from '@/app/layout/section-link';
import classes from './layout.module.css';

type ProgramPopoverProps = { title: string; summary: string };

/** One program's name in the footer; a click shows its summary. */
export function ProgramPopover({ title, summary }: ProgramPopoverProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
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
        <UnstyledButton className={classes.footerLink} onClick={toggle} aria-expanded={opened}>
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
