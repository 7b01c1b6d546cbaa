import type { SeminarSeatStats } from '@gcw/shared';
import { PieChart } from '@mui/x-charts/PieChart';

import { count } from '../figure-labels';
import { ChartCard } from './chart-card';

/** Seats taken (of them, already at the door) and left; unlimited seats have no "left". */
export function SeminarSeatsChart({ seats }: { seats: SeminarSeatStats }) {
  const parts = [
    { id: 'hadir', label: 'Terisi, sudah hadir', value: seats.checked_in },
    { id: 'belum', label: 'Terisi, belum hadir', value: seats.taken - seats.checked_in },
    ...(seats.left === null ? [] : [{ id: 'sisa', label: 'Sisa kursi', value: seats.left }]),
  ];
  const capacity =
    seats.capacity === null ? 'kapasitas tidak dibatasi' : `kapasitas ${count(seats.capacity)}`;
  return (
    <ChartCard
      title="Kursi seminar"
      summary={`${count(seats.taken)} terisi (${capacity}); ${count(seats.cancelled)} dibatalkan pemiliknya.`}
      table={{
        columns: ['Kursi', 'Jumlah'],
        rows: [
          ...parts.map((p) => [p.label, p.value]),
          ['Dibatalkan', seats.cancelled],
          ['Kapasitas', seats.capacity ?? 'Tidak dibatasi'],
        ],
      }}
    >
      <PieChart
        disableKeyboardNavigation
        height={280}
        series={[{ data: parts, innerRadius: 60 }]}
      />
    </ChartCard>
  );
}
