import type { OutboxMailDetail } from '@gcw/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { formatMailTime } from '../lib/format-mail-time';
import { templateLabel } from '../lib/mail-labels';
import { LinkedText } from './linked-text';
import { MailHtmlFrame } from './mail-html-frame';
import { MailStateChip } from './mail-state-chip';

function Facts({ mail }: { mail: OutboxMailDetail }) {
  const stored = mail.delivery === 'file';
  const rows: [string, ReactNode][] = [
    ['Penerima', mail.recipient_name ? `${mail.recipient_name} <${mail.to}>` : mail.to],
    ['Template', templateLabel(mail.template)],
    ['Status', <MailStateChip key="state" state={mail.state} delivery={mail.delivery} />],
    ['Dibuat', formatMailTime(mail.created_at)],
    [stored ? 'Disimpan' : 'Terkirim', formatMailTime(mail.sent_at)],
    ['Percobaan', String(mail.attempts)],
  ];
  if (mail.last_error) rows.push(['Galat terakhir', mail.last_error]);
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '7.5rem 1fr', gap: 1, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** One mail as the admin reads it: the facts, then the text and the HTML the student gets. */
export function MailDetailBody({ mail }: { mail: OutboxMailDetail }) {
  const stored = mail.state === 'sent' && mail.delivery === 'file';
  return (
    <Stack spacing={2}>
      <Facts mail={mail} />
      {stored ? (
        <Alert severity="info">
          E-mail ini tidak sampai ke penerima: server belum diatur untuk mengirim e-mail (tanpa
          SMTP), jadi e-mail hanya disimpan di server. Sampaikan isinya atau tautannya kepada
          penerima bila perlu.
        </Alert>
      ) : null}
      {stored && mail.one_time_link ? (
        <Alert severity="warning">
          Tautan di e-mail ini sekali pakai dan membuka akun penerima. Berikan hanya kepada pemilik
          alamat {mail.to}.
        </Alert>
      ) : null}
      {mail.body_shown ? (
        <>
          <Typography variant="subtitle2" component="h3">
            Isi teks
          </Typography>
          <LinkedText text={mail.text ?? ''} />
          <Typography variant="subtitle2" component="h3">
            Tampilan HTML
          </Typography>
          <MailHtmlFrame html={mail.html ?? ''} />
        </>
      ) : (
        <Alert severity="info">
          Isi e-mail ini tidak ditampilkan karena berisi tautan sekali pakai yang hanya untuk
          penerima. Bila tautannya tidak sampai, kirim tautan baru dengan &quot;Kirim ulang
          verifikasi&quot; di detail pengguna, atau minta pengguna memakai &quot;Lupa kata
          sandi?&quot;.
        </Alert>
      )}
    </Stack>
  );
}
