import { Alert, Box, CircularProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useEditContext,
  useRecordContext,
} from 'react-admin';
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

/**
 * The form once the server's record is in. Coming from the list, react-admin first shows the
 * list's copy while it fetches; a form typed into then is reset when the fetch lands.
 */
function BadgeForm() {
  const { isFetching } = useEditContext<BadgeRecord>();
  const [fetched, setFetched] = useState(!isFetching);
  useEffect(() => {
    if (!isFetching) setFetched(true);
  }, [isFetching]);
  if (!fetched)
    return (
      <Box sx={{ p: 3 }}>
        <CircularProgress aria-label="Loading the badge" />
      </Box>
    );
  return (
    <SimpleForm toolbar={<EditToolbar />} warnWhenUnsavedChanges>
      <RetiredNotice />
      <BadgeInputs />
    </SimpleForm>
  );
}

/** Edits send only the catalogue's fields (PUT); the list shows the change. */
export const BadgeEdit = () => (
  <Edit title={<Title />} mutationMode="pessimistic" transform={badgeFields} redirect="list">
    <BadgeForm />
  </Edit>
);
