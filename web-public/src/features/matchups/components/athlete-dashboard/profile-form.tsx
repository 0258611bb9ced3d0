import {
  Button,
  Group,
  MultiSelect,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import {
  DEFAULT_TIME_ZONE,
  MAX_GRAD_YEAR,
  MIN_GRAD_YEAR,
  POSITIONS,
  STATES,
} from '@server/matchups/constants';
import type { OwnAthleteAnswer } from '@server/matchups/schemas';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type FormEvent, useMemo, useState } from 'react';
import { type ProfileInput, useSaveProfile } from '@/features/matchups/api/save-profile';
import { FormRefusal } from '@/features/matchups/components/query-states';
import { timeZoneOptions } from '@/features/matchups/utils/time-zones';
import { fieldErrorsOf } from '@/lib/api-client';
import { toast } from '@/lib/notify';

const numberOrNull = (value: string | number) => (typeof value === 'number' ? value : null);

/** The form's first values: the saved profile, or the family's name for a child not saved yet. */
function startFrom(athlete: OwnAthleteAnswer): ProfileInput {
  const p = athlete.profile;
  if (p)
    return {
      firstName: p.firstName,
      lastName: p.lastName,
      birthDate: p.birthDate ?? '',
      school: p.school ?? '',
      city: p.city ?? '',
      state: p.state,
      positions: [...p.positions],
      graduationYear: p.graduationYear,
      heightInches: p.heightInches,
      weightLbs: p.weightLbs,
      timeZone: p.timeZone,
    };
  const [firstName = '', ...rest] = (athlete.familyName ?? '').split(' ');
  return {
    firstName,
    lastName: rest.join(' '),
    birthDate: athlete.familyBirthDate ?? '',
    school: '',
    city: '',
    state: null,
    positions: [],
    graduationYear: null,
    heightInches: null,
    weightLbs: null,
    timeZone: DEFAULT_TIME_ZONE,
  };
}

/** PUT .../profile: every field the server refuses says why beside itself. */
export function ProfileForm({ athlete }: { athlete: OwnAthleteAnswer }) {
  const [values, setValues] = useState(() => startFrom(athlete));
  const save = useSaveProfile(athlete.id);
  const errors = fieldErrorsOf(save.error);
  const zones = useMemo(timeZoneOptions, []);
  const set =
    <K extends keyof ProfileInput>(key: K) =>
    (value: ProfileInput[K]) =>
      setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values, {
      onSuccess: () => toast({ title: 'Profile saved' }),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Athlete profile">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="First name"
            required
            value={values.firstName}
            onChange={(e) => set('firstName')(e.currentTarget.value)}
            error={errors.firstName}
            autoComplete="off"
          />
          <TextInput
            label="Last name"
            required
            value={values.lastName}
            onChange={(e) => set('lastName')(e.currentTarget.value)}
            error={errors.lastName}
            autoComplete="off"
          />
          <TextInput
            label="Birth date"
            type="date"
            required
            value={values.birthDate}
            onChange={(e) => set('birthDate')(e.currentTarget.value)}
            error={errors.birthDate}
            description="Ages 6 to 18"
          />
          <NumberInput
            label="Graduation year"
            required
            min={MIN_GRAD_YEAR}
            max={MAX_GRAD_YEAR}
            allowDecimal={false}
            value={values.graduationYear ?? ''}
            onChange={(v) => set('graduationYear')(numberOrNull(v))}
            error={errors.graduationYear}
          />
        </SimpleGrid>
        <MultiSelect
          label="Positions"
          required
          description="Up to three, the main one first"
          data={[...POSITIONS]}
          maxValues={3}
          value={values.positions}
          onChange={set('positions')}
          error={errors.positions}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label="School"
            value={values.school}
            onChange={(e) => set('school')(e.currentTarget.value)}
            error={errors.school}
            description="Shown only to verified coaches and staff"
          />
          <TextInput
            label="City"
            value={values.city}
            onChange={(e) => set('city')(e.currentTarget.value)}
            error={errors.city}
            description="Shown only to staff"
          />
          <NativeSelect
            label="State"
            data={[{ value: '', label: 'Not given' }, ...STATES]}
            value={values.state ?? ''}
            onChange={(event) => set('state')(event.currentTarget.value || null)}
            error={errors.state}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberInput
            label="Height (inches)"
            allowDecimal={false}
            value={values.heightInches ?? ''}
            onChange={(v) => set('heightInches')(numberOrNull(v))}
            error={errors.heightInches}
          />
          <NumberInput
            label="Weight (lbs)"
            allowDecimal={false}
            value={values.weightLbs ?? ''}
            onChange={(v) => set('weightLbs')(numberOrNull(v))}
            error={errors.weightLbs}
          />
          <NativeSelect
            label="Time zone"
            data={zones}
            value={values.timeZone}
            onChange={(event) => {
              const v = event.currentTarget.value;
              set('timeZone')(v);
            }}
            error={errors.timeZone}
          />
        </SimpleGrid>
        <FormRefusal
          action={save}
          errors={errors}
          fallback="The profile could not be saved. Please try again."
        />
        <Group>
          <Button
            type="submit"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            color="navy"
          >
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
