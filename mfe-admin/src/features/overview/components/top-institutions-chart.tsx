import type { InstitutionParticipants } from '@gcw/shared';
import { BarChart } from '@mui/x-charts/BarChart';

import { ChartCard } from './chart-card';

/** The ten institutions with most participants (team members and seminar seat holders). */
export function TopInstitutionsChart({ rows }: { rows: InstitutionParticipants[] }) {
  return (
    <ChartCard
      title="10 institusi dengan peserta terbanyak"
      summary="Peserta: anggota tim kompetisi dan pemegang kursi seminar, dihitung sekali."
      table={{
        columns: ['Institusi', 'Peserta'],
        rows: rows.map((r) => [r.institution, r.participants]),
      }}
    >
      <BarChart
        disableKeyboardNavigation
        height={280}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: rows.map((r) => r.institution), width: 180 }]}
        series={[{ data: rows.map((r) => r.participants), label: 'Peserta' }]}
        hideLegend
      />
    </ChartCard>
  );
}
