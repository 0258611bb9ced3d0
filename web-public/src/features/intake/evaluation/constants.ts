import { POSITION_LABELS } from '@/lib/positions';

export const POSITION_CHOICES = Object.entries(POSITION_LABELS).map(([value, label]) => ({
  value,
  label,
}));
