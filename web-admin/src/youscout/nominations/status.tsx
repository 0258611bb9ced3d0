import { Chip } from '@mui/material';
import { AGE_GROUPS, NOMINATION_STATUSES, SPORTS, STATES } from '@server/youscout/constants';
import { useRecordContext } from 'react-admin';
import type { NominationRecord, NominationStatus, StaffReview } from '../types';

export const STATUS_LABELS: Record<NominationStatus, string> = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
  featured: 'Featured',
  archived: 'Archived',
  withdrawn: 'Withdrawn',
  removed: 'Removed',
};

const STATUS_COLOURS = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  featured: 'primary',
  archived: 'default',
  withdrawn: 'default',
  removed: 'default',
} as const satisfies Record<NominationStatus, string>;

export const StatusChip = ({ status }: { status: NominationStatus }) => (
  <Chip size="small" color={STATUS_COLOURS[status]} label={STATUS_LABELS[status]} />
);

export function StatusField() {
  const record = useRecordContext<NominationRecord>();
  return record ? <StatusChip status={record.status} /> : null;
}

export const REVIEW_LABELS: Record<StaffReview, string> = {
  approve: 'Approve',
  reject: 'Reject',
  feature: 'Feature',
  archive: 'Archive',
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const statusChoices = NOMINATION_STATUSES.map((id) => ({ id, name: STATUS_LABELS[id] }));
export const sportChoices = SPORTS.map((id) => ({ id, name: capitalized(id) }));
export const ageGroupChoices = AGE_GROUPS.map((id) => ({ id, name: id }));
export const stateChoices = STATES.map((id) => ({ id, name: id }));
