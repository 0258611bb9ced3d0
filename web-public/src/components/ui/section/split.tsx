import type { CSSProperties, ReactNode } from 'react';
import classes from './section.module.css';

type SplitProps = {
  /** The two columns from a laptop's width up, as `grid-template-columns` says them. */
  columns: string;
  /** The gap, in pixels, between the columns stacked (below a laptop's width) … */
  gap: number;
  /** … and side by side. */
  gapWide: number;
  /** How the columns line up side by side. */
  align: 'start' | 'center' | 'stretch';
  children: ReactNode;
};

/** A section's two columns, one above the other until a laptop's width (section.module.css). */
export function Split({ columns, gap, gapWide, align, children }: SplitProps) {
  const style = {
    '--split-columns': columns,
    '--split-gap': `${gap}px`,
    '--split-gap-wide': `${gapWide}px`,
    '--split-align': align,
  } as CSSProperties;
  return (
    <div className={classes.split} style={style}>
      {children}
    </div>
  );
}
