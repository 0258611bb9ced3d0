import { Box } from '@mui/material';
import { DataTable, List, SimpleList, TopToolbar, useDataProvider } from 'react-admin';
import { EmptyMessage, ListError } from '@/common/ListError';
import { useIsSmall } from '@/common/useIsSmall';
import type { AdminDataProvider } from '@/dataProvider';
import { formatDateTime } from '@/format';
import type { Projection } from '@/types';
import { ConfirmButton } from './ConfirmButton';
import { ProjectionActions, useOperation } from './ProjectionActions';
import { ErrorField, RebuildProgress, StateField } from './ProjectionStatus';

const Col = DataTable.Col<Projection>;

/** Poll every second while a rebuild runs, every ten otherwise. */
export const pollInterval = (projections: readonly Projection[] | undefined): number =>
  projections?.some((p) => p.state === 'rebuilding' || p.rebuild) ? 1000 : 10_000;

function Actions() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const operate = useOperation();
  return (
    <TopToolbar>
      <ConfirmButton
        label="Rebuild all"
        variant="contained"
        title="Rebuild every projection?"
        content="Every read model is rebuilt from the whole event log, one after another. Reads keep working meanwhile."
        onConfirm={() =>
          operate(
            () => dataProvider.rebuildProjection(),
            'Rebuilding every projection',
            'Could not rebuild',
          )
        }
      />
    </TopToolbar>
  );
}

const empty = <EmptyMessage>No projectors.</EmptyMessage>;

/** On a phone: the projector, its state and lag, then the table's other columns and buttons. */
const ProjectionSimpleList = () => (
  <SimpleList<Projection>
    primaryText={(p) => p.name}
    secondaryText={(p) => (
      <>
        Checkpoint {p.checkpoint ?? '—'} · lag {p.lag} · updated {formatDateTime(p.updatedAt)}
        {p.rebuild && <RebuildProgress />}
        {p.lastError && (
          <Box component="span" sx={{ display: 'block', color: 'error.main' }}>
            {p.lastError}
          </Box>
        )}
        <ProjectionActions />
      </>
    )}
    rightIcon={() => <StateField />}
    linkType={false}
    empty={empty}
  />
);

/** Operators' view of the projectors: checkpoint, lag, state, errors, and what to do. */
export const ProjectionList = () => {
  const isSmall = useIsSmall();
  return (
    <List
      title="Projections"
      sort={{ field: 'id', order: 'ASC' }}
      perPage={50}
      pagination={false}
      actions={<Actions />}
      exporter={false}
      empty={false}
      error={<ListError message="Error loading projections. Please try again later." />}
      queryOptions={{
        refetchInterval: (query) =>
          pollInterval(query.state.data?.data as Projection[] | undefined),
      }}
    >
      {isSmall ? (
        <ProjectionSimpleList />
      ) : (
        <DataTable<Projection> rowClick={false} bulkActionButtons={false} empty={empty}>
          <Col source="name" label="Projector" />
          <DataTable.NumberCol source="version" label="Version" disableSort />
          <Col source="state" label="State" disableSort>
            <StateField />
          </Col>
          <Col
            source="checkpoint"
            label="Checkpoint"
            disableSort
            render={(p) => p.checkpoint ?? '—'}
          />
          <DataTable.NumberCol source="lag" label="Lag (events)" disableSort />
          <Col label="Rebuild" disableSort>
            <RebuildProgress />
          </Col>
          <Col label="Last error" disableSort>
            <ErrorField />
          </Col>
          <Col
            source="updatedAt"
            label="Updated"
            disableSort
            sx={{ whiteSpace: 'nowrap' }}
            render={(p) => formatDateTime(p.updatedAt)}
          />
          <Col label="Actions" disableSort>
            <ProjectionActions />
          </Col>
        </DataTable>
      )}
    </List>
  );
};
