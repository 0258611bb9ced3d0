import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { failureText } from '@/errors';
import { formatDateTime } from '@/format';
import { verifyConsent } from '../api';
import type { NominationDetail } from '../types';

type Consent = NonNullable<NominationDetail['consent']>;

const HOW: Record<NonNullable<Consent['verification']>['method'], string> = {
  card: "Card check of the guardian's card (charged and refunded at once)",
  call: 'Staff called the guardian',
  document: 'Staff saw a document',
};

const person = (p: { userId: string; username: string | null } | null) =>
  p ? (p.username ?? p.userId) : 'Unknown';

/**
 * How the guardian's consent was given (method, address, whether that address is the
 * nominator's, who, when) and verified, read before approving; staff record their own
 * verification here. E-mail alone is "email plus": it never shows a child under 13.
 */
export function ConsentPanel() {
  const record = useRecordContext<NominationDetail>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [method, setMethod] = useState<'call' | 'document'>('call');
  const [note, setNote] = useState('');
  const [pending, setPending] = useState(false);
  if (!record || record.consent === undefined) return null;
  const { consent } = record;
  if (record.age >= 13 && consent?.status !== 'given') return null;

  const verify = async () => {
    setPending(true);
    try {
      const { message } = await verifyConsent(record.athleteId, { method, note: note.trim() });
      notify(message, { type: 'success' });
      setNote('');
      refresh();
    } catch (error) {
      notify(failureText('Error recording the verification', error), { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  const rows: [string, string][] = consent
    ? [
        ['Status', consent.status],
        [
          'Given by',
          consent.status === 'given' ? `e-mail link, by ${person(consent.givenBy)}` : '—',
        ],
        ['Address', consent.address ?? '—'],
        [
          "Nominator's own address",
          consent.addressBelongsToNominator === null
            ? '—'
            : consent.addressBelongsToNominator
              ? 'Yes: the nominator says they are the guardian'
              : 'No',
        ],
        ['Given at', consent.givenAt ? formatDateTime(consent.givenAt) : '—'],
        [
          'Verified',
          consent.verification
            ? `${HOW[consent.verification.method]} · ${formatDateTime(consent.verification.verifiedAt)}${
                consent.verification.staff ? ` · by ${person(consent.verification.staff)}` : ''
              }${consent.verification.paymentId ? ` · payment ${consent.verification.paymentId}` : ''}`
            : 'No: e-mail alone ("email plus") is for internal use and never shows a child under 13',
        ],
        ...(consent.verification?.note
          ? ([['How staff verified', consent.verification.note]] as [string, string][])
          : []),
      ]
    : [['Status', 'Not recorded with families']];

  return (
    <Box component="section" aria-labelledby="consent-heading">
      <Typography id="consent-heading" variant="h3" component="h2" gutterBottom>
        Guardian consent
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 0.75 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {consent?.status === 'given' && !consent.verification && (
        <Box sx={{ display: 'grid', gap: 1, mt: 2 }}>
          <TextField
            select
            label="How you verified"
            value={method}
            onChange={(e) => setMethod(e.target.value as 'call' | 'document')}
            size="small"
          >
            <MenuItem value="call">I called the guardian</MenuItem>
            <MenuItem value="document">I saw a document</MenuItem>
          </TextField>
          <TextField
            label="What you checked"
            helperText="Who you spoke to and on which number, or which document you saw"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={2}
          />
          <Box>
            <Button
              variant="contained"
              size="small"
              disabled={pending || note.trim().length < 10}
              onClick={verify}
            >
              Record verification
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
