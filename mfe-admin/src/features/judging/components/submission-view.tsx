import type { JudgeTeamDetail } from '@gcw/shared/contract';
import { useAuthorizedFile } from '@gcw/shared/store';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { fileErrorMessage } from '../../../api/file-error-message';

// Tall enough to read a page on a phone, short enough to reach the rubric below it.
const FRAME_HEIGHT = { xs: '60vh', md: 640 };

/**
 * The team's submission: the proposal PDF inline (fetched with the judge's session, as files
 * are served only to those who may read them) with a link to open it whole, and the video link.
 */
export function SubmissionView({ detail }: { detail: JudgeTeamDetail }) {
  const file = useAuthorizedFile(detail.proposal_url, fileErrorMessage);
  const title = `Proposal ${detail.team_name}`;
  return (
    <Stack component="section" aria-labelledby="submission-title" spacing={1.5}>
      <Typography id="submission-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        Karya tim
      </Typography>
      {!detail.proposal_url ? (
        <Typography variant="body2" color="text.secondary">
          Tim belum mengunggah proposal.
        </Typography>
      ) : null}
      {file.status === 'loading' ? (
        <Skeleton variant="rectangular" sx={{ height: FRAME_HEIGHT }} />
      ) : null}
      {file.status === 'error' ? <Alert severity="error">{file.message}</Alert> : null}
      {file.status === 'ready' ? (
        <>
          {/* Inline only what is a PDF; anything else is left to the link. */}
          {file.type === 'application/pdf' ? (
            <Box
              component="iframe"
              src={file.objectUrl}
              title={title}
              sx={{ width: '100%', height: FRAME_HEIGHT, border: 1, borderColor: 'divider' }}
            />
          ) : null}
          <Link
            href={file.objectUrl}
            target="_blank"
            rel="noopener"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
          >
            Buka proposal di tab baru
            <OpenInNewIcon fontSize="small" aria-hidden />
          </Link>
        </>
      ) : null}
      {detail.video_url ? (
        <Link
          href={detail.video_url}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ overflowWrap: 'anywhere', alignSelf: 'flex-start' }}
        >
          Tonton video tim
        </Link>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Tidak ada tautan video.
        </Typography>
      )}
    </Stack>
  );
}
