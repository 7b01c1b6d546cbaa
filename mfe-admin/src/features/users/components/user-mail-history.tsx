import type { OutboxMail } from '@gcw/shared';
import { errorMessage } from '@gcw/shared/store';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { useGetAdminUserMailsQuery } from '../../../api/mails-api';
import { MailDetailDialog } from '../../../components/mail-detail-dialog';
import { MailStateChip } from '../../../components/mail-state-chip';
import { formatMailTime } from '../../../lib/format-mail-time';
import { templateLabel } from '../../../lib/mail-labels';

function MailItem({ mail, onOpen }: { mail: OutboxMail; onOpen: (id: number) => void }) {
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
          {mail.subject}
        </Typography>
        <MailStateChip state={mail.state} delivery={mail.delivery} />
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p">
        {templateLabel(mail.template)} · dibuat {formatMailTime(mail.created_at)}
        {mail.sent_at ? ` · terkirim ${formatMailTime(mail.sent_at)}` : ''}
        {mail.attempts > 1 ? ` · ${mail.attempts} percobaan` : ''}
      </Typography>
      {mail.last_error ? (
        <Typography variant="caption" color="error" component="p">
          Galat: {mail.last_error}
        </Typography>
      ) : null}
      <Button
        size="small"
        onClick={() => onOpen(mail.id)}
        aria-label={`Buka e-mail ${mail.subject}`}
      >
        Buka
      </Button>
    </Box>
  );
}

/** What the product mailed this student, so "I never got the mail" can be checked at once. */
export function UserMailHistory({ userId }: { userId: number }) {
  const { data, error, isLoading } = useGetAdminUserMailsQuery(userId);
  const [openId, setOpenId] = useState<number | null>(null);
  if (error)
    return <Alert severity="error">{errorMessage(error, 'Gagal memuat riwayat e-mail.')}</Alert>;
  if (isLoading || !data) return <Skeleton variant="rounded" height={80} />;
  if (data.items.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        Belum ada e-mail untuk pengguna ini.
      </Typography>
    );
  return (
    <>
      <Box component="ul" aria-label="Riwayat e-mail" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {data.items.map((mail) => (
          <MailItem key={mail.id} mail={mail} onOpen={setOpenId} />
        ))}
      </Box>
      <MailDetailDialog mailId={openId} onOpen={setOpenId} onClose={() => setOpenId(null)} />
      {data.total > data.items.length ? (
        <Typography variant="caption" color="text.secondary">
          Menampilkan {data.items.length} dari {data.total} e-mail terbaru.
        </Typography>
      ) : null}
    </>
  );
}
