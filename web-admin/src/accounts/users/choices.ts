import { capitalize } from '@/format';
import { ROLES, VERIFICATION_STATUSES } from '@/types';

export const roleChoices = ROLES.map((role) => ({ id: role, name: capitalize(role) }));
export const VERIFICATION_LABELS = {
  pending: 'Verification Pending',
  verified: 'Verified',
  rejected: 'Verification Failed',
} as const;
export const verificationChoices = VERIFICATION_STATUSES.map((status) => ({
  id: status,
  name: VERIFICATION_LABELS[status],
}));
