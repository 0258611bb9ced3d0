import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ROLE_DESCRIPTIONS } from '@/features/accounts/utils/variant';
import type { Role } from '@/lib/auth';
import { roleLabel } from '@/lib/role-label';
import classes from './auth.module.css';

type RolePickerProps = {
  roles: readonly Role[];
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
};

/** The registration roles of the variant, as cards a thumb can hit. */
export function RolePicker({ roles, value, onChange, error }: RolePickerProps) {
  return (
    <Radio.Group label="I am a" withAsterisk value={value} onChange={onChange} error={error}>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" mt={6}>
        {roles.map((role) => (
          <Radio.Card key={role} value={role} className={classes.roleCard} radius="md">
            <Group wrap="nowrap" align="flex-start" gap="xs">
              <Radio.Indicator size="sm" mt={2} />
              <div>
                <Text fw={600} size="sm">
                  {roleLabel(role)}
                </Text>
                <Text size="xs" c="dimmed" lh={1.3}>
                  {ROLE_DESCRIPTIONS[role]}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
