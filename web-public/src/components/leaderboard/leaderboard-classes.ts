import classes from './leaderboard.module.css';

/**
 * The lists' styles, for a figure elsewhere set as their ranks are (a nomination's votes). A
 * module of its own: the list's (leaderboard-list.tsx) would bring the table to that page.
 */
export { classes as leaderboardClasses };
