import { Box, Card, CardContent } from '@mui/material';
import {
  EmailField,
  FunctionField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import { formatDateTime } from '@/format';
import type { EvaluationRequestRecord } from '@/types';
import { StatusChanger } from './StatusChanger';
import { StatusHistory } from './StatusHistory';

const Title = () => {
  const record = useRecordContext<EvaluationRequestRecord>();
  return <span>Evaluation request{record ? `: ${record.playerName}` : ''}</span>;
};

function Workflow() {
  const record = useRecordContext<EvaluationRequestRecord>();
  if (!record) return null;
  return (
    <Card variant="outlined" sx={{ flex: '1 1 320px', alignSelf: 'flex-start' }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <StatusChanger />
        <StatusHistory requestId={record.id} />
      </CardContent>
    </Card>
  );
}

/** One request as the parent sent it, its status, and who moved it on when. */
export const EvaluationRequestShow = () => (
  <Show title={<Title />}>
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', p: 2 }}>
      <Box sx={{ flex: '2 1 360px' }}>
        <SimpleShowLayout sx={{ p: 0 }}>
          <FunctionField<EvaluationRequestRecord>
            label="Received"
            render={(r) => formatDateTime(r.createdAt)}
          />
          <TextField source="playerName" label="Player name" />
          <NumberField source="playerAge" label="Player age" />
          <TextField source="position" label="Position" />
          <FunctionField<EvaluationRequestRecord>
            label="Grad year"
            render={(r) => r.gradYear ?? 'Not asked on the form'}
          />
          <TextField source="school" label="School/team" />
          <TextField source="parentName" label="Parent name" />
          <EmailField source="parentEmail" label="Parent email" />
          <TextField source="parentPhone" label="Parent phone" />
          <FunctionField<EvaluationRequestRecord>
            label="Notes"
            render={(r) => r.notes ?? 'No additional notes'}
            sx={{ whiteSpace: 'pre-wrap' }}
          />
          <FunctionField<EvaluationRequestRecord>
            label="Last changed"
            render={(r) => formatDateTime(r.updatedAt)}
          />
        </SimpleShowLayout>
      </Box>
      <Workflow />
    </Box>
  </Show>
);
