import AssignmentIcon from '@mui/icons-material/Assignment';
import type { ResourceProps } from 'react-admin';
import { EvaluationRequestList } from './EvaluationRequestList';
import { EvaluationRequestShow } from './EvaluationRequestShow';

const evaluationRequests: ResourceProps = {
  name: 'evaluation-requests',
  list: EvaluationRequestList,
  show: EvaluationRequestShow,
  icon: AssignmentIcon,
  options: { label: 'Evaluation requests' },
  recordRepresentation: 'playerName',
};

export default evaluationRequests;
