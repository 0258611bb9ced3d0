import { List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import banner from '@/components/ui/banner/banner.module.css';
import { Eyebrow } from '@/components/ui/eyebrow/eyebrow';
import type { AuthVariant } from '@/features/accounts/utils/variant';
import classes from './auth.module.css';

/** The variant's pitch beside the forms (YouScout or Matchups, document 2 §2). */
export function VariantPanel({ variant }: { variant: AuthVariant }) {
  return (
    <Stack className={`${banner.stripes} ${classes.panel}`} gap="md" data-variant={variant.name}>
      <Eyebrow tone="dark">{variant.eyebrow}</Eyebrow>
      <Title order={1} className={`${banner.title} ${classes.heading}`}>
        {variant.heading}
      </Title>
      <Text className={classes.description}>{variant.description}</Text>
      <List
        spacing="sm"
        className={classes.highlights}
        icon={
          <ThemeIcon size={22} radius="xl" color="red.7">
            <IconCheck size={14} aria-hidden />
          </ThemeIcon>
        }
      >
        {variant.highlights.map((highlight) => (
          <List.Item key={highlight}>{highlight}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
