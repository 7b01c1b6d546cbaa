import type { AnnouncementPreview } from '@gcw/shared';
import CampaignIcon from '@mui/icons-material/Campaign';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

function Place({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The three places a student meets an announcement, drawn from what the API rendered (the same
 * code that builds the real ones). The page card and the bell item imitate the student's
 * dashboard and bell; text stays text (React escapes it), as it does there.
 */
export function PreviewViews({ preview }: { preview: AnnouncementPreview }) {
  const { page, bell, mail } = preview;
  return (
    <Stack spacing={2.5}>
      <Place id="preview-page" title="Di beranda peserta">
        <Alert severity="info" icon={<CampaignIcon />} component="article" role="article">
          <AlertTitle>{page.title}</AlertTitle>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{page.body}</Typography>
          {page.event ? (
            <Typography variant="caption" color="text.secondary">
              {page.event}
            </Typography>
          ) : null}
        </Alert>
      </Place>
      <Place id="preview-bell" title="Di lonceng notifikasi">
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {bell.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {bell.body}
          </Typography>
        </Paper>
      </Place>
      <Place id="preview-mail" title="Di e-mail">
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="body2">
            <strong>Subjek:</strong> {mail.subject}
          </Typography>
          <Typography
            variant="body2"
            component="pre"
            sx={{
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              fontFamily: 'inherit',
              m: 0,
              mt: 1,
            }}
          >
            {mail.text}
          </Typography>
        </Paper>
        <Typography variant="caption" color="text.secondary">
          &quot;Nama Peserta&quot; diganti dengan nama setiap penerima. Peserta yang mematikan
          e-mail pengumuman hanya melihatnya di beranda dan lonceng.
        </Typography>
      </Place>
    </Stack>
  );
}
