import { Box, Button, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { LIMITS } from '@server/youscout/constants';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { failureText } from '@/errors';
import { formatDateTime } from '@/format';
import { addNote } from '../api';
import type { NominationRecord } from '../types';
import { useActorNames } from './useActorNames';

/** Staff's notes (staff only), oldest first, and a note to add. */
export function NotesPanel() {
  const record = useRecordContext<NominationRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [note, setNote] = useState('');
  const [pending, setPending] = useState(false);
  const nameOf = useActorNames(record?.adminNotes.map((n) => n.by) ?? []);
  if (!record) return null;
  const text = note.trim();

  const add = async () => {
    setPending(true);
    try {
      const { message } = await addNote(record.id, text);
      notify(message, { type: 'success' });
      setNote('');
      refresh();
    } catch (error) {
      notify(failureText('Error adding the note', error), { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="notes-heading">
      <Typography id="notes-heading" variant="h3" component="h2" gutterBottom>
        Staff notes
      </Typography>
      {record.adminNotes.length === 0 ? (
        <Typography color="text.secondary">No notes yet.</Typography>
      ) : (
        <List dense aria-label="Staff notes, oldest first">
          {record.adminNotes.map((n) => (
            <ListItem key={`${n.addedAt}-${n.by}`} disableGutters divider>
              <ListItemText
                primary={n.note}
                secondary={`${formatDateTime(n.addedAt)} · by ${nameOf(n.by)}`}
                sx={{ whiteSpace: 'pre-wrap' }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {record.status !== 'removed' && (
        <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
          <TextField
            label="New note"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: LIMITS.note } }}
          />
          <Box>
            <Button variant="contained" size="small" disabled={pending || !text} onClick={add}>
              Add note
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
