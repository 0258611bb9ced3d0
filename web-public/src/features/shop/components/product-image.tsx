import { IconShirt } from '@tabler/icons-react';
import classes from './shop.module.css';

type ProductImageProps = {
  /** The image's address (the answer's `images`), or none: a neutral placeholder. */
  src: string | undefined;
  alt: string;
  className?: string;
  /** The first screen's image loads at once; the others when they come near. */
  eager?: boolean;
  /** The page's largest paint: fetched at high priority, ahead of the others. */
  priority?: boolean;
};

/** A product's picture, square, or a plain placeholder for a product that has none yet. */
export function ProductImage({ src, alt, className, eager, priority }: ProductImageProps) {
  if (!src) {
    return (
      <div
        className={`${classes.image} ${classes.placeholder} ${className ?? ''}`}
        role="img"
        aria-label={`${alt} (no picture yet)`}
      >
        <IconShirt size="40%" stroke={1.2} aria-hidden />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={600}
      height={600}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={`${classes.image} ${className ?? ''}`}
    />
  );
}
