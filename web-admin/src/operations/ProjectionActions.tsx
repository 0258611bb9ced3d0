import { Box } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '@/dataProvider';
import { serverMessage } from '@/errors';
import type { Projection } from '@/types';
import { ConfirmButton } from './ConfirmButton';

/** Runs an operation, says how it went, and refreshes the list (which then polls). */
export function useOperation() {
  const notify = useNotify();
  const refresh = useRefresh();
  return async (run: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await run();
      notify(done, { type: 'success' });
    } catch (error) {
      notify(`${failed}: ${serverMessage(error) ?? 'An error occurred'}`, { type: 'error' });
    } finally {
      refresh();
    }
  };
}

/** Rebuild (or resume an interrupted one), and for a failed projector retry or skip its event. */
export function ProjectionActions() {
  const record = useRecordContext<Projection>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const operate = useOperation();
  if (!record) return null;
  const { name, state, failedEvent } = record;
  const failed = state === 'failed';
  const interrupted = state === 'interrupted';
  const event = failedEvent
    ? `${failedEvent.type} (${failedEvent.id}) on ${failedEvent.stream}`
    : 'the failed event';
  return (
    // A span: on a phone it sits inside the list row's text.
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
      <ConfirmButton
        label={interrupted ? 'Resume' : 'Rebuild'}
        ariaLabel={`${interrupted ? 'Resume the rebuild of' : 'Rebuild'} ${name}`}
        title={interrupted ? `Resume the rebuild of ${name}?` : `Rebuild ${name}?`}
        content={
          interrupted
            ? `The rebuild stopped after ${record.rebuild?.events.toLocaleString('en-US') ?? 0} events (its process is gone); it goes on from there, then is swapped in. Reads keep working meanwhile.`
            : 'The read model is rebuilt from the whole event log into shadow tables, then swapped in. Reads keep working meanwhile.'
        }
        disabled={state === 'rebuilding'}
        onConfirm={() =>
          operate(
            () => dataProvider.rebuildProjection(name),
            `Rebuilding ${name}`,
            `Could not rebuild ${name}`,
          )
        }
      />
      <ConfirmButton
        label="Retry"
        ariaLabel={`Retry ${name}`}
        title={`Retry ${name}?`}
        content={`The projector applies ${event} again.`}
        disabled={!failed}
        onConfirm={() =>
          operate(
            () => dataProvider.retryProjection(name),
            `${name}: retried`,
            `Could not retry ${name}`,
          )
        }
      />
      <ConfirmButton
        label="Skip"
        ariaLabel={`Skip the failed event of ${name}`}
        color="secondary"
        title={`Skip the failed event of ${name}?`}
        content={`The projector moves past ${event} without applying it. Its read model will lack whatever that event changed.`}
        disabled={!failed}
        onConfirm={() =>
          operate(
            () => dataProvider.skipProjection(name),
            `${name}: event skipped`,
            `Could not skip in ${name}`,
          )
        }
      />
    </Box>
  );
}
