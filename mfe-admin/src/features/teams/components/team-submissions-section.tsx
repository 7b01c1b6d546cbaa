import type { AdminTeam } from '@gcw/shared';
import { formatDateTime } from '@gcw/shared/format';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { FilePreview } from '../../../components/file-preview';

export function TeamSubmissionsSection({ team }: { team: AdminTeam }) {
  return (
    <Stack component="section" aria-labelledby="submissions-title" spacing={1.5}>
      <Typography id="submissions-title" variant="subtitle1" component="h3">
        Pengumpulan tahap
      </Typography>
      {team.submissions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Belum ada pengumpulan.
        </Typography>
      ) : null}
      {team.submissions.map((submission) => (
        <Stack key={`${submission.stage}-${submission.submitted_at}`} spacing={0.5}>
          <Typography variant="body2" color="text.secondary">
            Tahap {submission.stage} · dikumpulkan {formatDateTime(submission.submitted_at)}
          </Typography>
          {submission.file_url ? (
            <FilePreview path={submission.file_url} title={`Proposal tahap ${submission.stage}`} />
          ) : null}
          {submission.video_url ? (
            <Link href={submission.video_url} target="_blank" rel="noopener noreferrer">
              Buka video tahap {submission.stage}
            </Link>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}
