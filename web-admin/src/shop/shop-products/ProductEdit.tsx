import { Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  Edit,
  type EditProps,
  SaveButton,
  SimpleForm,
  Toolbar,
  useEditContext,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { ConflictAlert } from '@/common/ConflictAlert';
import { failureText, httpStatus } from '@/errors';
import type { AdminProduct } from '../types';
import { ProductInputs, productChanges } from './ProductInputs';
import { VariantsPanel } from './VariantsPanel';

// Products are never deleted (the API has no DELETE): taken off sale instead.
const EditToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

const Title = () => {
  const record = useRecordContext<AdminProduct>();
  return <span>Product{record ? `: ${record.name}` : ''}</span>;
};

// A variant's change answers the product at a new version: the form takes it (and so saves
// with it) but keeps what was typed and not yet saved.
const KEEP_TYPED = { keepDirtyValues: true } as const;

/**
 * The form once the server's record is in. Coming from the list, react-admin first shows the
 * list's copy while it fetches; a form typed into then is reset when the fetch lands.
 */
function ProductForm({ conflict, onReloaded }: { conflict: boolean; onReloaded: () => void }) {
  const { isFetching, record } = useEditContext<AdminProduct>();
  const [fetched, setFetched] = useState(!isFetching);
  useEffect(() => {
    if (!isFetching) setFetched(true);
  }, [isFetching]);
  if (!fetched || !record)
    return (
      <Box sx={{ p: 3 }}>
        <CircularProgress aria-label="Loading the product" />
      </Box>
    );
  return (
    <>
      <SimpleForm warnWhenUnsavedChanges resetOptions={KEEP_TYPED} toolbar={<EditToolbar />}>
        {conflict && <ConflictAlert what="product" onReloaded={onReloaded} />}
        <Typography color="text.secondary" gutterBottom>
          Address: {record.slug}
        </Typography>
        <ProductInputs />
      </SimpleForm>
      <Box sx={{ p: 2 }}>
        <VariantsPanel product={record} />
      </Box>
    </>
  );
}

/**
 * A product's fields (PUT with the version it was loaded at, so an edit made on a stale copy is
 * refused, 412, instead of overwriting someone's change), and its sizes and colours with stock.
 */
export function ProductEdit(props: Pick<EditProps, 'id'>) {
  const notify = useNotify();
  const [conflict, setConflict] = useState(false);
  return (
    <Edit
      {...props}
      title={<Title />}
      mutationMode="pessimistic"
      transform={productChanges}
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          setConflict(false);
          notify('Product saved', { type: 'success' });
        },
        onError: (error) => {
          if (httpStatus(error) === 412) setConflict(true);
          notify(failureText('Error saving the product', error), { type: 'error' });
        },
      }}
    >
      <ProductForm conflict={conflict} onReloaded={() => setConflict(false)} />
    </Edit>
  );
}
