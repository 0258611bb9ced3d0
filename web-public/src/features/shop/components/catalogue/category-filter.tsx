import { Button, Group } from '@mantine/core';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '@server/shop/constants';
import { Link } from 'react-router-dom';
import { SHOP_PATHS } from '@/features/shop/utils/paths';

const CHOICES: { category: Category | undefined; label: string }[] = [
  { category: undefined, label: 'All' },
  ...CATEGORIES.map((category) => ({ category, label: CATEGORY_LABELS[category] })),
];

/** The catalogue's categories: links, so the choice is in the address (`?category=`). */
export function CategoryFilter({ current }: { current: Category | undefined }) {
  return (
    <Group component="nav" aria-label="Categories" gap="xs" mb="lg">
      {CHOICES.map(({ category, label }) => {
        const chosen = category === current;
        return (
          <Button
            key={label}
            component={Link}
            to={SHOP_PATHS.catalogue(category)}
            replace
            size="compact-md"
            radius="xl"
            variant={chosen ? 'filled' : 'default'}
            aria-current={chosen ? 'page' : undefined}
          >
            {label}
          </Button>
        );
      })}
    </Group>
  );
}
