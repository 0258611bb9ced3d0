import {
  Dialog,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { CARRIER_NAMES, CARRIERS, LIMITS } from '@server/shop/constants';
import { useId, useState } from 'react';
import { DialogButtons } from '@/common/DialogButtons';
import { fieldRule } from '@/common/field-rule';
import type { Carrier } from '../types';
import { MOVE_SCHEMAS } from './moveSchemas';

const RULES = {
  carrier: fieldRule(MOVE_SCHEMAS.fulfil.shape.carrier),
  trackingNumber: fieldRule(MOVE_SCHEMAS.fulfil.shape.trackingNumber),
};

/**
 * Shipping an order asks for the carrier and the parcel's tracking number: the customer's order
 * page and e-mail link to the carrier's tracking page. Nothing is sent until both pass the
 * server's rule; the dialog closes when the order was marked shipped.
 */
export function FulfilDialog({
  open,
  onClose,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  /** Resolves true when done (the dialog closes), false to keep it open. */
  onConfirm: (shipment: { carrier: Carrier; trackingNumber: string }) => Promise<boolean>;
}) {
  const id = useId();
  const [carrier, setCarrier] = useState<Carrier | ''>('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [touched, setTouched] = useState({ carrier: false, trackingNumber: false });
  const [pending, setPending] = useState(false);
  const problems = {
    carrier: RULES.carrier(carrier === '' ? undefined : carrier),
    trackingNumber: RULES.trackingNumber(trackingNumber),
  };
  const close = () => {
    setCarrier('');
    setTrackingNumber('');
    setTouched({ carrier: false, trackingNumber: false });
    onClose();
  };
  const submit = async () => {
    setTouched({ carrier: true, trackingNumber: true });
    if (problems.carrier || problems.trackingNumber || carrier === '') return;
    setPending(true);
    try {
      if (await onConfirm({ carrier, trackingNumber: trackingNumber.trim() })) close();
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>Mark this order shipped?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          The customer is told it is on its way, with a link to follow the parcel.
        </DialogContentText>
        <TextField
          select
          label="Carrier"
          value={carrier}
          onChange={(event) => setCarrier(event.target.value as Carrier)}
          onBlur={() => setTouched((t) => ({ ...t, carrier: true }))}
          error={touched.carrier && problems.carrier !== undefined}
          helperText={(touched.carrier && problems.carrier) || ' '}
          required
          fullWidth
          margin="dense"
        >
          {CARRIER_NAMES.map((name) => (
            <MenuItem key={name} value={name}>
              {CARRIERS[name].label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Tracking number"
          value={trackingNumber}
          onChange={(event) => setTrackingNumber(event.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, trackingNumber: true }))}
          error={touched.trackingNumber && problems.trackingNumber !== undefined}
          helperText={(touched.trackingNumber && problems.trackingNumber) || ' '}
          required
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { maxLength: LIMITS.trackingNumber } }}
        />
      </DialogContent>
      <DialogButtons pending={pending} onCancel={close} onConfirm={submit} confirm="Mark shipped" />
    </Dialog>
  );
}
