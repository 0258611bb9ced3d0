import { describe, expect, it } from 'vitest';
import {
  EVALUATION_DEFAULTS,
  type EvaluationFormValues,
  evaluationErrors,
} from '@/features/intake/evaluation/utils/evaluation-rules';

const valid: EvaluationFormValues = {
  parentName: 'Monique Batiste',
  parentEmail: 'monique@example.com',
  parentPhone: '504-555-0123',
  playerName: 'Andre Batiste',
  playerAge: 15,
  playerPosition: 'SS',
  playerSchool: 'Jesuit High School',
  additionalInfo: '',
};

describe('evaluation form rules', () => {
  it('the empty form gets every message, word for word', () => {
    expect(evaluationErrors(EVALUATION_DEFAULTS)).toEqual({
      parentName: 'Name is required',
      parentEmail: 'Invalid email address',
      parentPhone: 'Valid phone number is required',
      playerName: 'Player name is required',
      playerAge: 'Valid age is required',
      playerPosition: 'Position is required',
      playerSchool: 'School/team is required',
    });
  });

  it('a filled-in form passes; additional information is optional', () => {
    expect(evaluationErrors(valid)).toEqual({});
  });

  it('names and school need two characters, not counting spaces', () => {
    expect(evaluationErrors({ ...valid, parentName: 'M' }).parentName).toBe('Name is required');
    expect(evaluationErrors({ ...valid, playerName: ' A ' }).playerName).toBe(
      'Player name is required',
    );
    expect(evaluationErrors({ ...valid, playerSchool: 'X' }).playerSchool).toBe(
      'School/team is required',
    );
    expect(evaluationErrors({ ...valid, parentName: 'Mo', playerSchool: 'IC' })).toEqual({});
  });

  it('the phone needs ten characters', () => {
    expect(evaluationErrors({ ...valid, parentPhone: '555-01234' }).parentPhone).toBe(
      'Valid phone number is required',
    );
    expect(evaluationErrors({ ...valid, parentPhone: '5045550123' })).toEqual({});
  });

  it.each(['monique', 'monique@', 'monique@example', 'a b@example.com'])(
    'refuses the e-mail %s',
    (email) => {
      expect(evaluationErrors({ ...valid, parentEmail: email }).parentEmail).toBe(
        'Invalid email address',
      );
    },
  );

  it.each([0, -3, '', 'abc'])('refuses the age %s', (age) => {
    expect(evaluationErrors({ ...valid, playerAge: age }).playerAge).toBe('Valid age is required');
  });

  it.each([12.5, '12.5'])('refuses the fractional age %s as not whole', (age) => {
    expect(evaluationErrors({ ...valid, playerAge: age }).playerAge).toBe(
      'Age must be a whole number of years',
    );
  });

  it.each([5, 19, 100])('refuses the age %s as outside the ages served', (age) => {
    expect(evaluationErrors({ ...valid, playerAge: age }).playerAge).toBe(
      'We evaluate players ages 6 to 18',
    );
  });

  it.each([6, 18, '12'])('takes the age %s, a numeric string included', (age) => {
    expect(evaluationErrors({ ...valid, playerAge: age })).toEqual({});
  });
});
