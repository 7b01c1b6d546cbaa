import type { SubmissionStage, TeamDetail } from '@gcw/shared';
import { formatDateTime } from '@gcw/shared/format';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';

import { useFileDownload } from '../../../hooks/use-file-download';

/** What the team submitted for a stage, when and by whom; or that nothing is in yet. */
export function SubmissionSummary({ team, stage }: { team: TeamDetail; stage: SubmissionStage }) {
  const { download, busy } = useFileDownload();
  const submission = team.submissions.find((item) => item.stage === stage);
  if (!submission) {
    return <Alert severity="warning">Tim Anda belum mengumpulkan apa pun untuk tahap ini.</Alert>;
  }
  const by =
    team.members.find((member) => member.id === submission.submitted_by)?.name ?? 'anggota tim';
  return (
    <Alert severity="success">
      <Stack spacing={1}>
        <span>
          Terkumpul {formatDateTime(submission.submitted_at)} oleh {by}.
        </span>
        {submission.file_url ? (
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => download(submission.file_url ?? '', 'proposal.pdf')}
          >
            Unduh proposal terkumpul
          </Button>
        ) : null}
        {submission.video_url ? (
          <Link
            href={submission.video_url}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ wordBreak: 'break-all' }}
          >
            {submission.video_url}
          </Link>
        ) : null}
      </Stack>
    </Alert>
  );
}
