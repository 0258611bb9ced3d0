import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconWorld,
} from '@tabler/icons-react';
import { FormSection } from '@/features/profiles/components/form-section';
import type { ProfileFormValues } from '@/features/profiles/utils/profile-form';

const FIELDS = [
  { network: 'twitter', label: 'Twitter / X', placeholder: '@handle', Icon: IconBrandX },
  { network: 'instagram', label: 'Instagram', placeholder: '@handle', Icon: IconBrandInstagram },
  {
    network: 'facebook',
    label: 'Facebook',
    placeholder: 'Page name or link',
    Icon: IconBrandFacebook,
  },
  {
    network: 'linkedin',
    label: 'LinkedIn',
    placeholder: 'Profile name or link',
    Icon: IconBrandLinkedin,
  },
  { network: 'website', label: 'Website', placeholder: 'https://', Icon: IconWorld },
] as const;

export function SocialFields({ form }: { form: UseFormReturnType<ProfileFormValues> }) {
  return (
    <FormSection title="Social links" description="A handle like @name, or a full link.">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {FIELDS.map(({ network, label, placeholder, Icon }) => (
          <TextInput
            key={network}
            label={label}
            placeholder={placeholder}
            leftSection={<Icon size={16} aria-hidden />}
            {...form.getInputProps(`socialLinks.${network}`)}
          />
        ))}
      </SimpleGrid>
    </FormSection>
  );
}
