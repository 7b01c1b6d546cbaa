import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatRupiah, selectAppConfig, useAppSelector } from '@gcw/shared';
import { FactList } from '../../common/components/fact-list';

const TO_BE_ANNOUNCED = 'Akan diumumkan panitia';

/** What the seminar is, what it costs, when and where. */
export function SeminarInfoCard() {
  const { dashboard } = useAppSelector(selectAppConfig);
  const facts = [
    {
      label: 'Biaya',
      value: dashboard.seminarFee > 0 ? formatRupiah(dashboard.seminarFee) : 'Gratis',
    },
    {
      label: 'Waktu',
      value: dashboard.seminarDate ? formatDateTime(dashboard.seminarDate) : TO_BE_ANNOUNCED,
    },
    { label: 'Tempat', value: dashboard.seminarPlace || TO_BE_ANNOUNCED },
    { label: 'Pendaftaran', value: 'Individu; boleh diikuti bersama salah satu kompetisi' },
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography sx={{ mb: 2 }}>
          Seminar nasional tentang pemanfaatan kecerdasan artifisial (AI) untuk ekonomi digital dan
          usaha mikro, kecil dan menengah (UMKM), bersama narasumber dari industri dan akademisi.
        </Typography>
        <FactList facts={facts} />
      </CardContent>
    </Card>
  );
}
