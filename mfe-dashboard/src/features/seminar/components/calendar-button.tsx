import { API_BASE_PATH } from '@gcw/shared';
import EventIcon from '@mui/icons-material/Event';
import Button from '@mui/material/Button';

import { useFileDownload } from '../../../hooks/use-file-download';

/** Downloads the ticket as an .ics file; the API gives it only to the ticket's holder. */
export function CalendarButton({ ticketId, scheduled }: { ticketId: string; scheduled: boolean }) {
  const { download, busy } = useFileDownload();
  return (
    <Button
      variant="outlined"
      startIcon={<EventIcon />}
      disabled={!scheduled || busy}
      onClick={() => download(`${API_BASE_PATH}/seminar/ticket.ics`, `seminar-${ticketId}.ics`)}
    >
      Tambahkan ke kalender
    </Button>
  );
}
