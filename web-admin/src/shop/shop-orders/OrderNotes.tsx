import { Box, Button, TextField, Typography } from '@mui/material';
import { LIMITS } from '@server/shop/constants';
import { orderNotesSchema } from '@server/shop/schemas';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { fieldRule } from '@/common/field-rule';
import { failureText } from '@/errors';
import { saveOrderNotes } from '../api';
import type { AdminOrder } from '../types';

const notesRule = fieldRule(orderNotesSchema.shape.notes);

/** Staff's notes on the order (the customer never sees them), saved as a whole. */
export function OrderNotes() {
  const record = useRecordContext<AdminOrder>();
  const notify = useNotify();
  const refresh = useRefresh();
  // What is typed, until saved; null: the record's own.
  const [draft, setDraft] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (!record) return null;
  const notes = draft ?? record.notes;
  const problem = notesRule(notes);
  const changed = draft !== null && draft.trim() !== record.notes.trim();

  const save = async () => {
    setPending(true);
    try {
      await saveOrderNotes(String(record.id), notes.trim());
      notify('Notes saved', { type: 'success' });
      setDraft(null);
      refresh();
    } catch (error) {
      notify(failureText('Error saving the notes', error), { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="notes-heading" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="notes-heading" variant="h3" component="h2">
        Staff notes
      </Typography>
      <TextField
        label="Notes"
        value={notes}
        onChange={(event) => setDraft(event.target.value)}
        error={problem !== undefined}
        helperText={problem ?? 'Seen by staff only'}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: LIMITS.notes } }}
      />
      <Box>
        <Button
          variant="contained"
          size="small"
          disabled={pending || !changed || problem !== undefined}
          onClick={save}
        >
          Save notes
        </Button>
      </Box>
    </Box>
  );
}
