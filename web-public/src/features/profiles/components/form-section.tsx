import { Box, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formFieldClasses } from '@/components/form-fields/form-fields';
import classes from './profile.module.css';

type FormSectionProps = { title: string; description?: string; children: ReactNode };

/** A titled group of fields, so a long form reads in chunks. */
export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <Box component="fieldset" className={formFieldClasses.fieldset}>
      <Title order={3} component="legend" className={classes.legend}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mb="md">
          {description}
        </Text>
      )}
      {children}
    </Box>
  );
}
