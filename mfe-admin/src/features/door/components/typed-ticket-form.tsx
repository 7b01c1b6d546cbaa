import Stack from '@mui/material/Stack';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';

import { TicketIdFields } from '../../../components/ticket-id-fields';
import type { DoorOutcome } from '../door-admission';

interface TypedTicketFormProps {
  onSubmit: (ticket: string) => Promise<DoorOutcome>;
}

/** The way in without a camera: the ID printed under the ticket's QR code. */
export function TypedTicketForm({ onSubmit }: TypedTicketFormProps) {
  const [ticket, setTicket] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = ticket.trim();
    if (!value) return;
    setBusy(true);
    const outcome = await onSubmit(value);
    setBusy(false);
    // An admitted ID is done with; a refused one stays, so it can be read back or corrected.
    if (outcome.kind === 'admitted') setTicket('');
    input.current?.focus();
  };

  return (
    <Stack
      component="form"
      aria-label="Check-in dengan ID tiket"
      onSubmit={(event) => void submit(event)}
      direction="row"
      spacing={1}
    >
      <TicketIdFields value={ticket} onChange={setTicket} inputRef={input} busy={busy} />
    </Stack>
  );
}
