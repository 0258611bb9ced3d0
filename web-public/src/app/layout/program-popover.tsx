import { UnstyledButton } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import classes from './layout.module.css';

// The popover's code (with its positioning library, some 20 KB) comes on the first click: the
// footer is in every page's first download, the popovers are not.
const ProgramDetails = lazy(() => import('@/app/layout/program-details'));

type ProgramPopoverProps = { title: string; summary: string };

/** One program's name in the footer; a click shows its summary. */
export function ProgramPopover({ title, summary }: ProgramPopoverProps) {
  const [wanted, setWanted] = useState(false);
  const plain = (
    <UnstyledButton
      className={classes.footerLink}
      onClick={() => setWanted(true)}
      aria-expanded={false}
    >
      {title}
      <IconInfoCircle size={14} aria-hidden className={classes.footerLinkIcon} />
    </UnstyledButton>
  );
  if (!wanted) return plain;
  return (
    <Suspense fallback={plain}>
      <ProgramDetails title={title} summary={summary} />
    </Suspense>
  );
}
