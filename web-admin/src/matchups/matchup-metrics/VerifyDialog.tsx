import {
  Dialog,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { EVIDENCE_KINDS, LIMITS } from '@server/matchups/constants';
import { verifyMetricSchema } from '@server/matchups/schemas';
import { VIDEO_URL_MAX } from '@server/videos/constants';
import { useId, useState } from 'react';
import { DialogButtons } from '@/common/DialogButtons';
import { fieldRule } from '@/common/field-rule';
import type { Evidence, EvidenceKind } from '../types';

// Each field's rule is the server's own (verifyMetricSchema's evidence, one branch per kind).
const [videoEvidence, eventEvidence] = verifyMetricSchema.shape.evidence.options;
const RULES = {
  url: fieldRule(videoEvidence.shape.url),
  name: fieldRule(eventEvidence.shape.name),
  date: fieldRule(eventEvidence.shape.date),
  place: fieldRule(eventEvidence.shape.place),
};
type Field = keyof typeof RULES;
const FIELDS: Record<EvidenceKind, readonly Field[]> = {
  video: ['url'],
  event: ['name', 'date', 'place'],
};
export const EVIDENCE_LABELS: Record<EvidenceKind, string> = {
  video: 'Video link',
  event: 'Event',
};

const EMPTY: Record<Field, string> = { url: '', name: '', date: '', place: '' };

/**
 * Verifying a value asks for its evidence: a video link showing it measured, or the event where
 * it was measured (its name, date and place). The button sends nothing until every field of the
 * chosen kind passes the server's rule; the dialog closes when the verification succeeded.
 */
export function VerifyDialog({
  open,
  onClose,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  /** Resolves true when done (the dialog closes), false to keep it open. */
  onConfirm: (evidence: Evidence) => Promise<boolean>;
}) {
  const id = useId();
  const [kind, setKind] = useState<EvidenceKind>('video');
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [pending, setPending] = useState(false);
  const problem = (field: Field) => RULES[field](values[field]);
  const shown = (field: Field) => (touched[field] ? problem(field) : undefined);

  const close = () => {
    setKind('video');
    setValues(EMPTY);
    setTouched({});
    onClose();
  };
  const evidence = (): Evidence =>
    kind === 'video'
      ? { kind, url: values.url.trim() }
      : { kind, name: values.name.trim(), date: values.date, place: values.place.trim() };
  const submit = async () => {
    setTouched(Object.fromEntries(FIELDS[kind].map((field) => [field, true])));
    if (FIELDS[kind].some((field) => problem(field) !== undefined)) return;
    setPending(true);
    try {
      if (await onConfirm(evidence())) close();
    } finally {
      setPending(false);
    }
  };
  const input = (field: Field, label: string, props: Partial<Parameters<typeof TextField>[0]>) => (
    <TextField
      key={field}
      label={label}
      value={values[field]}
      onChange={(event) => setValues((v) => ({ ...v, [field]: event.target.value }))}
      onBlur={() => setTouched((t) => ({ ...t, [field]: true }))}
      error={shown(field) !== undefined}
      helperText={shown(field) ?? ' '}
      fullWidth
      required
      margin="dense"
      {...props}
    />
  );

  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>Verify this value?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          Say how it was checked: a video showing it measured, or the event where it was measured.
          The athlete’s profile then shows the value as verified.
        </DialogContentText>
        <RadioGroup
          row
          aria-label="Evidence"
          value={kind}
          onChange={(event) => setKind(event.target.value as EvidenceKind)}
        >
          {EVIDENCE_KINDS.map((k) => (
            <FormControlLabel key={k} value={k} control={<Radio />} label={EVIDENCE_LABELS[k]} />
          ))}
        </RadioGroup>
        {kind === 'video'
          ? input('url', 'Video link', {
              type: 'url',
              autoFocus: true,
              placeholder: 'https://www.youtube.com/watch?v=…',
              slotProps: { htmlInput: { maxLength: VIDEO_URL_MAX } },
            })
          : [
              input('name', 'Event name', {
                autoFocus: true,
                slotProps: { htmlInput: { maxLength: LIMITS.eventName } },
              }),
              input('date', 'Event date', {
                type: 'date',
                slotProps: { inputLabel: { shrink: true } },
              }),
              input('place', 'Place', {
                slotProps: { htmlInput: { maxLength: LIMITS.eventPlace } },
              }),
            ]}
      </DialogContent>
      <DialogButtons pending={pending} onCancel={close} onConfirm={submit} confirm="Verify" />
    </Dialog>
  );
}
