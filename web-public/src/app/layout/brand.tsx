import { Link } from 'react-router-dom';
import classes from './layout.module.css';

/** The mark: a ball with its seams, in the brand's navy and red. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" fill="#c91a25" />
      <circle cx="32" cy="32" r="19" fill="#fff" />
      <path
        d="M20.5 17.5c6.5 6.5 6.5 22.5 0 29M43.5 17.5c-6.5 6.5-6.5 22.5 0 29"
        stroke="#0b1d33"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

/** The logo and name, linking home. */
export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/" className={classes.brand} aria-label="NOLA Sports, home" onClick={onNavigate}>
      <BrandMark />
      <span className={classes.wordmark}>
        NOLA <span className={classes.wordmarkAccent}>Sports</span>
      </span>
    </Link>
  );
}
