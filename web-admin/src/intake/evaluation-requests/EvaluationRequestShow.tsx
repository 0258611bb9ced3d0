import { Box, Card, CardContent, Typography } from '@mui/material';
import {
  EmailField,
  FunctionField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  useDataProvider,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { EraseButton } from '@/common/EraseButton';
import type { AdminDataProvider } from '@/dataProvider';
import { formatDateTime } from '@/format';
import type { EvaluationRequestRecord } from '@/types';
import { StatusChanger } from './StatusChanger';
import { StatusHistory } from './StatusHistory';

const Title = () => {
  const record = useRecordContext<EvaluationRequestRecord>();
  return <span>Evaluation request{record ? `: ${record.playerName}` : ''}</span>;
};

export const REQUEST_ERASED = "The request's personal data was erased";

/** Erasure (issue 36): the player's and parent's details read "removed" everywhere after it. */
function EraseRequest({ record }: { record: EvaluationRequestRecord }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  if (record.playerName === 'removed') return <Typography>Personal data erased.</Typography>;
  return (
    <EraseButton
      title="Erase this request's personal data?"
      content="The player's name and school, the parent's name, e-mail and phone and the notes read &quot;removed&quot; for staff and in the parent's history. This cannot be undone."
      done={REQUEST_ERASED}
      erase={() => dataProvider.eraseEvaluationRequest(record.id)}
      onErased={refresh}
    />
  );
}

function Workflow() {
  const record = useRecordContext<EvaluationRequestRecord>();
  if (!record) return null;
  return (
    <Card variant="outlined" sx={{ flex: '1 1 320px', alignSelf: 'flex-start' }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <StatusChanger />
        <StatusHistory requestId={record.id} />
        <EraseRequest record={record} />
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
