import classes from './section.module.css';

/** The section's styles for its content: `split`, its two columns (see section.module.css). */
export { classes as sectionClasses };
