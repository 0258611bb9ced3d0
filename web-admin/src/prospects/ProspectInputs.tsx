import { Box } from '@mui/material';
import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import {
  DEFAULT_GRAD_YEAR,
  DEFAULT_RANK,
  gradYearChoices,
  handChoices,
  MAX_RANK,
  MIN_RANK,
  positionChoices,
  secondaryChoices,
} from './choices';
import { OneOfInput } from './OneOfInput';
import {
  rankValidator,
  validateFirstName,
  validateGradYear,
  validateLastName,
  validatePrimaryPosition,
  validateSchool,
} from './validation';

const row = { display: 'flex', gap: 2, width: '100%', flexWrap: { xs: 'wrap', sm: 'nowrap' } };
const showNone = (value: unknown) => (value === '' || value == null ? 'none' : value);
const showUnknown = (value: unknown) => (value === '' || value == null ? 'unknown' : value);

/** The prospect form's fields, shared by create and edit (document 2 §5). */
export function ProspectInputs({
  allowUnranked = false,
  gradYear,
}: {
  /** Editing a prospect that has no rank: it may stay unranked. */
  allowUnranked?: boolean;
  /** The record's year, offered even when outside the dropdown's 2024–2030. */
  gradYear?: number;
}) {
  return (
    <Box sx={{ width: '100%', maxWidth: 760 }}>
      <Box sx={row}>
        <TextInput source="firstName" label="First name" validate={validateFirstName} isRequired />
        <TextInput source="lastName" label="Last name" validate={validateLastName} isRequired />
      </Box>
      <Box sx={row}>
        <SelectInput
          source="positionPrimary"
          label="Primary position"
          choices={positionChoices}
          validate={validatePrimaryPosition}
          isRequired
          emptyText="Select a position"
        />
        <OneOfInput
          source="positionSecondary"
          label="Secondary position"
          choices={secondaryChoices}
          format={showNone}
          defaultValue="none"
        />
        <OneOfInput
          source="battingThrowingHand"
          label="Bats/Throws"
          choices={handChoices}
          format={showUnknown}
          defaultValue="unknown"
        />
      </Box>
      <Box sx={row}>
        <TextInput source="school" label="School" validate={validateSchool} isRequired />
        <TextInput source="teamName" label="Team name" helperText="Shown when school is empty" />
      </Box>
      <Box sx={row}>
        <SelectInput
          source="gradYear"
          label="Graduation year"
          choices={gradYearChoices(gradYear)}
          validate={validateGradYear}
          defaultValue={DEFAULT_GRAD_YEAR}
          isRequired
        />
        <NumberInput
          source="nolaRank"
          label="NOLA 100 rank"
          min={MIN_RANK}
          max={MAX_RANK}
          step={1}
          validate={rankValidator({ allowUnranked })}
          defaultValue={allowUnranked ? undefined : DEFAULT_RANK}
          isRequired={!allowUnranked}
          helperText={allowUnranked ? 'Unranked: leave empty to keep it off the board' : false}
        />
      </Box>
      <BooleanInput source="nolaEvaluated" label="Evaluated" defaultValue={false} />
    </Box>
  );
}
