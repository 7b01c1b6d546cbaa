import { formatDateTime, formatRupiah } from '@gcw/shared/format';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import type { PaymentFacts } from '../hooks/use-payment-facts';
import { CopyButton } from './copy-button';
import type { Fact } from './fact-list';
import { FactList } from './fact-list';

type Ready = Extract<PaymentFacts, { state: 'ready' }>;

function copyable(value: ReactNode, text: string, what: string): ReactNode {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
    >
      <span>{value}</span>
      <CopyButton text={text} what={what} />
    </Box>
  );
}

/** The exact amount, the account and the transfer note, each with a copy button. */
export function PaymentDetails({ facts }: { facts: Ready }) {
  const { fee, account, reference, earlyBird, note } = facts;
  const rows: Fact[] = [
    {
      label: 'Jumlah transfer',
      value: copyable(formatRupiah(fee.amount), String(fee.amount), 'jumlah transfer'),
    },
    { label: 'Bank', value: copyable(account.bank, account.bank, 'nama bank') },
    { label: 'Nomor rekening', value: copyable(account.number, account.number, 'nomor rekening') },
    {
      label: 'Atas nama',
      value: copyable(account.holder, account.holder, 'nama pemilik rekening'),
    },
    { label: 'Berita transfer', value: copyable(reference, reference, 'berita transfer') },
  ];
  return (
    <Box
      component="section"
      aria-label="Rincian pembayaran"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <FactList facts={rows} />
      {earlyBird ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Harga early bird berlaku sampai {formatDateTime(earlyBird.until)}; setelah itu{' '}
          {formatRupiah(earlyBird.regular)}.
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Tulis {reference} di berita atau keterangan transfer agar panitia dapat mencocokkan
        pembayaran Anda, lalu unggah bukti transfernya di bawah.
      </Typography>
      {note ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {note}
        </Typography>
      ) : null}
    </Box>
  );
}
