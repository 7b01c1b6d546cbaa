import type { AdminAnnouncement } from '@gcw/shared';
import { PageFrame, STICKY_FRIENDLY } from '@gcw/shared/ui';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { AnnouncementList } from './announcement-list';
import { ComposeForm } from './compose-form';

/**
 * /admin/announcements: write one for everyone, one event or one stage, keep it as a draft, see
 * it as the students will, and send it now or later; correct or withdraw one already sent.
 */
export function AnnouncementsPage() {
  const [editing, setEditing] = useState<AdminAnnouncement | null>(null);
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
              {editing ? 'Ubah pengumuman' : 'Tulis pengumuman'}
            </Typography>
            <ComposeForm
              key={editing?.id ?? 'new'}
              editing={editing}
              onDone={() => setEditing(null)}
            />
          </CardContent>
        </Card>
        <section aria-labelledby="list-title">
          <Typography id="list-title" variant="h2" sx={{ fontSize: '1.2rem' }}>
            Semua pengumuman
          </Typography>
          <AnnouncementList
            onEdit={(a) => {
              setEditing(a);
              document.getElementById('compose-title')?.scrollIntoView?.({ behavior: 'smooth' });
            }}
          />
        </section>
      </Stack>
    </PageFrame>
  );
}
