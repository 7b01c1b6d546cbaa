import type { CompetitionType, PaymentStatus, TeamsAtStage } from '@gcw/shared';
import { BarChart } from '@mui/x-charts/BarChart';

import { PAYMENT_LABELS, STATUS_LABELS } from '../../../lib/labels';
import { count, EVENT_LABELS } from '../figure-labels';
import { ChartCard } from './chart-card';

const STAGES = ['Registered', 'Stage-1', 'Stage-2', 'Final'] as const;
const PAYMENTS: PaymentStatus[] = ['pending', 'verified', 'rejected'];

interface Props {
  event: CompetitionType;
  rows: TeamsAtStage[];
}

/** One event's teams at each stage, stacked by payment state. */
export function TeamsStageChart({ event, rows }: Props) {
  const of = (stage: string, payment: PaymentStatus) =>
    rows.find((r) => r.event_type === event && r.status === stage && r.payment === payment)
      ?.teams ?? 0;
  const total = rows.filter((r) => r.event_type === event).reduce((n, r) => n + r.teams, 0);
  return (
    <ChartCard
      title={`Tim ${EVENT_LABELS[event]} per tahap`}
      summary={`${count(total)} tim, menurut tahap dan status pembayaran.`}
      table={{
        columns: ['Tahap', ...PAYMENTS.map((p) => PAYMENT_LABELS[p]), 'Jumlah'],
        rows: STAGES.map((stage) => {
          const cells = PAYMENTS.map((p) => of(stage, p));
          return [STATUS_LABELS[stage], ...cells, cells.reduce((a, b) => a + b, 0)];
        }),
      }}
    >
      <BarChart
        disableKeyboardNavigation
        height={280}
        xAxis={[{ scaleType: 'band', data: STAGES.map((s) => STATUS_LABELS[s]) }]}
        series={PAYMENTS.map((p) => ({
          data: STAGES.map((stage) => of(stage, p)),
          label: PAYMENT_LABELS[p],
          stack: 'payment',
        }))}
      />
    </ChartCard>
  );
}
