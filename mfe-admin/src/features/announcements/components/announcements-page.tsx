import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageFrame, STICKY_FRIENDLY } from '@gcw/shared/ui';

import { ComposeForm } from './compose-form';
import { SentList } from './sent-list';

/** /admin/announcements: write one for everyone, one event or one stage; see what was sent. */
export function AnnouncementsPage() {
  return (
    <PageFrame
      title="Pengumuman"
      subtitle="Pengumuman muncul di beranda dan lonceng notifikasi peserta, dan dikirim lewat email kepada yang tidak mematikannya."
    >
      <Stack spacing={3}>
        <Card
          variant="outlined"
          component="section"
          aria-labelledby="compose-title"
          sx={STICKY_FRIENDLY}
        >
          <CardContent>
            <Typography id="compose-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
              Tulis pengumuman
            </Typography>
            <ComposeForm />
          </CardContent>
        </Card>
        <section aria-labelledby="sent-title">
          <Typography id="sent-title" variant="h2" sx={{ fontSize: '1.2rem' }}>
            Terkirim
          </Typography>
          <SentList />
        </section>
      </Stack>
    </PageFrame>
  );
}
