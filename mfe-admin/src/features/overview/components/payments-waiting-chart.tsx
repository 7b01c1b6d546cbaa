import type { PaymentsWaiting } from '@gcw/shared';
import { formatDateTime } from '@gcw/shared/format';
import { BarChart } from '@mui/x-charts/BarChart';

import { count, EVENT_LABELS } from '../figure-labels';
import { ChartCard } from './chart-card';

const BUCKETS = [
  { key: 'under_1_day', label: '< 1 hari' },
  { key: 'from_1_to_3_days', label: '1–3 hari' },
  { key: 'from_3_to_7_days', label: '3–7 hari' },
  { key: 'over_7_days', label: '> 7 hari' },
] as const;

const waitingOf = (p: PaymentsWaiting) => BUCKETS.reduce((n, b) => n + p[b.key], 0);

/** Proofs of payment waiting for review, by how long they have waited, per event. */
export function PaymentsWaitingChart({ waiting }: { waiting: PaymentsWaiting[] }) {
  const oldest = waiting
    .map((p) => p.oldest_since)
    .filter((at): at is string => Boolean(at))
    .sort()[0];
  const total = waiting.reduce((n, p) => n + waitingOf(p), 0);
  return (
    <ChartCard
      title="Pembayaran menunggu verifikasi"
      summary={
        total
          ? `${count(total)} bukti menunggu; terlama diunggah ${formatDateTime(oldest!)}.`
          : 'Tidak ada bukti pembayaran yang menunggu.'
      }
      table={{
        columns: ['Lama menunggu', ...waiting.map((p) => EVENT_LABELS[p.event_type])],
        rows: BUCKETS.map((b) => [b.label, ...waiting.map((p) => p[b.key])]),
      }}
    >
      <BarChart
        disableKeyboardNavigation
        height={280}
        xAxis={[{ scaleType: 'band', data: BUCKETS.map((b) => b.label) }]}
        series={waiting.map((p) => ({
          data: BUCKETS.map((b) => p[b.key]),
          label: EVENT_LABELS[p.event_type],
        }))}
      />
    </ChartCard>
  );
}
