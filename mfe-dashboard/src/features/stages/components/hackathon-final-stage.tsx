import { competitionTexts } from '@gcw/shared';
import { selectAppConfig, useAppSelector, useEventSettings } from '@gcw/shared/store';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { FactList } from '../../../components/fact-list';
import { dateText, TO_BE_ANNOUNCED } from '../stage-dates';

/** Hackathon final: what happens, where and when. */
export function HackathonFinalStage() {
  const { dashboard } = useAppSelector(selectAppConfig);
  const { general, hackathon } = useEventSettings();
  const texts = competitionTexts(hackathon);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography>
            Selamat, tim Anda lolos ke final! {texts.final_info || dashboard.hackathonFinalInfo}
          </Typography>
          <FactList
            facts={[
              { label: 'Waktu', value: dateText(general.final_day) },
              {
                label: 'Tempat',
                value: texts.final_place || dashboard.hackathonFinalPlace || TO_BE_ANNOUNCED,
              },
            ]}
          />
          <Typography variant="h3" component="h2" sx={{ fontSize: '1.05rem' }}>
            Yang perlu disiapkan tim
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            <li>Slide presentasi dan demo solusi yang bisa dijalankan.</li>
            <li>Kartu tanda mahasiswa setiap anggota.</li>
            <li>Hadir 60 menit sebelum acara untuk registrasi ulang.</li>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
