import { NOT_ANNOUNCED, seminarFeeText } from '@gcw/shared/format';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

import { FactList } from '../../../components/fact-list';
import { useSeminarSettings } from '../hooks/use-seminar-settings';
import { seminarWhen } from '../seminar-schedule';

const TO_BE_ANNOUNCED = 'Akan diumumkan panitia';

/** What the seminar is, what it costs, when and where: from the event settings. */
export function SeminarInfoCard() {
  const seminar = useSeminarSettings();
  const facts = [
    // The landing's reading of the same setting: null not announced, 0 free.
    { label: 'Biaya', value: seminar ? seminarFeeText(seminar) : NOT_ANNOUNCED },
    { label: 'Waktu', value: (seminar && seminarWhen(seminar)) ?? TO_BE_ANNOUNCED },
    { label: 'Tempat', value: seminar?.venue || TO_BE_ANNOUNCED },
    ...(seminar?.online_link ? [{ label: 'Tautan daring', value: seminar.online_link }] : []),
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
