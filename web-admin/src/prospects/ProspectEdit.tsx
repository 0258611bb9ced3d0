import { Box, CircularProgress, Tab, Tabs } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  Edit,
  Link,
  SaveButton,
  SimpleForm,
  Toolbar,
  useEditContext,
  useNotify,
  useRecordContext,
  useResourceContext,
} from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ConflictAlert } from '@/common/ConflictAlert';
import { failureText, httpStatus } from '@/errors';
import type { Prospect } from '@/types';
import { DeleteProspectButton } from './DeleteProspectButton';
import { EraseProspectButton } from './EraseProspectButton';
import { HISTORY_QUERY_KEY, ProspectHistory } from './history/ProspectHistory';
import { ProspectInputs } from './ProspectInputs';
import { cleanProspect } from './validation';

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <Box sx={{ display: 'flex', gap: 1 }}>
      <EraseProspectButton />
      <DeleteProspectButton />
    </Box>
  </Toolbar>
);

const Title = () => {
  const record = useRecordContext<Prospect>();
  return <span>{record ? `${record.firstName} ${record.lastName}` : 'Prospect'}</span>;
};

/**
 * Whether the record is the server's own yet. Coming from the list, the edit screen first shows
 * the list's copy while it fetches the record; a form typed into then would be reset when the
 * fetch lands (and the copy may be stale), so the form waits for it.
 */
function useFetchedOnce(): boolean {
  const { isFetching } = useEditContext<Prospect>();
  const [fetched, setFetched] = useState(!isFetching);
  useEffect(() => {
    if (!isFetching) setFetched(true);
  }, [isFetching]);
  return fetched;
}

/** Details and History, each at its own address (…/prospects/{id} and …/{id}/history). */
function ProspectTabs({ conflict, onReloaded }: { conflict: boolean; onReloaded: () => void }) {
  const { record } = useEditContext<Prospect>();
  const fetched = useFetchedOnce();
  const resource = useResourceContext() ?? 'prospects';
  const onHistory = useLocation().pathname.endsWith('/history');
  if (!record) return null;
  const base = `/${resource}/${record.id}`;
  return (
    <Box>
      <Tabs value={onHistory ? 1 : 0} aria-label="Prospect sections" sx={{ px: 2 }}>
        <Tab label="Details" component={Link} to={base} id="tab-details" />
        <Tab label="History" component={Link} to={`${base}/history`} id="tab-history" />
      </Tabs>
      {onHistory ? (
        <Box role="tabpanel" aria-labelledby="tab-history" sx={{ p: 2 }}>
          <ProspectHistory prospectId={record.id} />
        </Box>
      ) : !fetched ? (
        <Box role="tabpanel" aria-labelledby="tab-details" sx={{ p: 3 }}>
          <CircularProgress aria-label="Loading the prospect" />
        </Box>
      ) : (
        <Box role="tabpanel" aria-labelledby="tab-details">
          <SimpleForm warnWhenUnsavedChanges toolbar={<EditToolbar />}>
            {conflict && <ConflictAlert what="prospect" onReloaded={onReloaded} />}
            <ProspectInputs allowUnranked={record.nolaRank === null} gradYear={record.gradYear} />
          </SimpleForm>
        </Box>
      )}
    </Box>
  );
}

/**
 * Edits send the record back whole (PUT) with the `version` and `rankVersion` it was loaded
 * at, so an edit made on a stale copy is refused (412) instead of overwriting someone's change.
 */
export function ProspectEdit() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState(false);
  return (
    <Edit
      title={<Title />}
      mutationMode="pessimistic"
      transform={cleanProspect}
      mutationOptions={{
        onSuccess: () => {
          setConflict(false);
          queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY });
          notify('Prospect updated successfully', { type: 'success' });
        },
        onError: (error) => {
          if (httpStatus(error) === 412) setConflict(true);
          notify(failureText('Error updating prospect', error), { type: 'error' });
        },
      }}
      redirect={false}
    >
      <ProspectTabs conflict={conflict} onReloaded={() => setConflict(false)} />
    </Edit>
  );
}
