import { Chip } from '@mui/material';
import { CONSENT_AGE } from '@server/youscout/constants';
import type { NominationRecord } from '../types';

type Consent = { label: string; color: 'default' | 'success' | 'warning' };

/** Under 13 a nomination is public only with a guardian's verified consent on record. */
export function consentOf(record: Pick<NominationRecord, 'age' | 'consentOnRecord'>): Consent {
  if (record.age >= CONSENT_AGE) return { label: 'Consent not needed (13+)', color: 'default' };
  return record.consentOnRecord
    ? { label: 'Verified guardian consent on record', color: 'success' }
    : { label: 'Awaiting guardian consent', color: 'warning' };
}

/** The queue's consent column: what staff check before approving a child's nomination. */
export function ConsentChip({ record }: { record: NominationRecord }) {
  const { label, color } = consentOf(record);
  return <Chip size="small" color={color} label={label} />;
}
