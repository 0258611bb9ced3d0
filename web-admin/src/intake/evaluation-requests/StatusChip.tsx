import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { EvaluationRequestRecord, EvaluationStatus } from '@/types';
import { STATUS_COLOURS, STATUS_LABELS } from './statusFlow';

export const StatusChip = ({ status }: { status: EvaluationStatus }) => (
  <Chip size="small" color={STATUS_COLOURS[status]} label={STATUS_LABELS[status]} />
);

export function StatusField() {
  const record = useRecordContext<EvaluationRequestRecord>();
  return record ? <StatusChip status={record.status} /> : null;
}
