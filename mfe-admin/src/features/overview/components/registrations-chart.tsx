import type { RegistrationsOnDay } from '@gcw/shared';
import { LineChart } from '@mui/x-charts/LineChart';

import { count, dayLabel } from '../figure-labels';
import { ChartCard } from './chart-card';

const SERIES = [
  { key: 'accounts', label: 'Akun baru' },
  { key: 'teams', label: 'Tim terdaftar' },
  { key: 'seminar', label: 'Kursi seminar' },
] as const;

/** New accounts, teams and seminar seats per day (WIB) over the last 60 days. */
export function RegistrationsChart({ days }: { days: RegistrationsOnDay[] }) {
  const total = (key: (typeof SERIES)[number]['key']) => days.reduce((n, d) => n + d[key], 0);
  // Days with nothing are left out of the table (the chart shows them as zero).
  const busy = days.filter((d) => d.accounts + d.teams + d.seminar > 0);
  return (
    <ChartCard
      title="Pendaftaran per hari"
      summary={`${days.length} hari terakhir: ${count(total('accounts'))} akun, ${count(total('teams'))} tim, ${count(total('seminar'))} kursi seminar.`}
      table={{
        columns: ['Tanggal', ...SERIES.map((s) => s.label)],
        rows: busy.map((d) => [dayLabel(d.day), d.accounts, d.teams, d.seminar]),
      }}
    >
      <LineChart
        disableKeyboardNavigation
        height={280}
        xAxis={[{ scaleType: 'point', data: days.map((d) => dayLabel(d.day)) }]}
        series={SERIES.map((s) => ({
          data: days.map((d) => d[s.key]),
          label: s.label,
          showMark: false,
        }))}
      />
    </ChartCard>
  );
}
