import { Alert } from '@mui/material';
import { Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import type { BadgeRecord } from '../types';
import { AwardButton, RetireButton } from './BadgeActions';
import { BadgeInputs, badgeFields } from './BadgeInputs';

const Title = () => {
  const record = useRecordContext<BadgeRecord>();
  return <span>Badge{record ? `: ${record.name}` : ''}</span>;
};

const EditToolbar = () => (
  <Toolbar sx={{ gap: 1 }}>
    <SaveButton />
    <AwardButton />
    <RetireButton />
  </Toolbar>
);

const RetiredNotice = () => {
  const record = useRecordContext<BadgeRecord>();
  return record?.retired ? (
    <Alert severity="info" sx={{ mb: 2 }}>
      This badge is retired: it is no longer awarded, and those who have it keep it.
    </Alert>
  ) : null;
};

export const BadgeEdit = () => (
  <Edit title={<Title />} mutationMode="pessimistic" transform={badgeFields} redirect="list">
    <SimpleForm toolbar={<EditToolbar />}>
      <RetiredNotice />
      <BadgeInputs />
    </SimpleForm>
  </Edit>
);
