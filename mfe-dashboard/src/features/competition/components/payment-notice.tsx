import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';

import type { PaymentFacts } from '../../../hooks/use-payment-facts';

const MISSING: Record<'fee' | 'bank_account', string> = {
  fee: 'biaya pendaftaran',
  bank_account: 'rekening pembayaran',
};

/** Why a student cannot be told how to pay yet, in plain words; nothing when they can. */
export function PaymentNotice({ facts, what }: { facts: PaymentFacts; what: string }) {
  if (facts.state === 'ready') return null;
  if (facts.state === 'loading')
    return <Skeleton variant="rounded" height={96} aria-label="Memuat rincian pembayaran" />;
  if (facts.state !== 'missing')
    return (
      <Alert severity="warning">
        Rincian pembayaran belum dapat dimuat. Muat ulang halaman untuk mencoba lagi.
      </Alert>
    );
  const missing = facts.missing.map((m) => MISSING[m]).join(' dan ');
  return (
    <Alert severity="info">
      Panitia belum mengumumkan {missing}, jadi {what} belum dibuka. Silakan cek lagi nanti.
    </Alert>
  );
}
