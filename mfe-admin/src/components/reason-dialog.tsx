import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { ReactNode } from 'react';

import { ConfirmDialog } from './confirm-dialog';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  busy: boolean;
  /** The field's label (the API names the field the same way in its refusals). */
  label: string;
  /** What is wrong with the reason as typed, in Indonesian, or null when it passes. */
  problem: (reason: string) => string | null;
  /** The helper text while there is nothing to correct, given the trimmed reason's length. */
  hint: (length: number) => string;
  /** Keeps the confirm button disabled while the reason fails; otherwise a click shows why. */
  blockInvalid?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * An action the audit log or the participant must see the reason for: asked once, with a
 * required reason the API checks again; the trimmed reason is what is sent.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { label, problem: problemOf, hint, blockInvalid, onConfirm, ...dialog } = props;
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = problemOf(reason);
  const trimmed = reason.trim();
  const submit = () => {
    setTouched(true);
    if (!problem) onConfirm(trimmed);
  };
  return (
    <ConfirmDialog
      {...dialog}
      confirmDisabled={blockInvalid && problem !== null}
      onConfirm={submit}
    >
      <TextField
        label={label}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        onBlur={() => setTouched(true)}
        required
        multiline
        minRows={3}
        fullWidth
        margin="normal"
        error={touched && problem !== null}
        helperText={touched && problem ? problem : hint(trimmed.length)}
      />
    </ConfirmDialog>
  );
}
