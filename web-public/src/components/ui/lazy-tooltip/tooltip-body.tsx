import { Tooltip, type TooltipProps } from '@mantine/core';

/** Mantine's tooltip, in its own chunk: loaded the first time a lazy tooltip opens. */
export default function TooltipBody(props: Pick<TooltipProps, 'label' | 'target' | 'opened'>) {
  return <Tooltip {...props} />;
}
