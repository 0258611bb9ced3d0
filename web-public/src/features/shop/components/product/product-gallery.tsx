import { Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { ProductImage } from '@/features/shop/components/product-image';
import classes from '../shop.module.css';

/** The product's pictures: the one shown, and the others to pick from. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [shown, setShown] = useState(0);
  return (
    <Stack gap="sm">
      <ProductImage src={images[shown]} alt={`${name}, picture ${shown + 1}`} eager priority />
      {images.length > 1 && (
        <Group gap="xs">
          {images.map((src, index) => (
            <button
              key={src}
              type="button"
              className={classes.thumb}
              aria-pressed={index === shown}
              aria-label={`Show picture ${index + 1} of ${images.length}`}
              onClick={() => setShown(index)}
            >
              <ProductImage src={src} alt="" />
            </button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
