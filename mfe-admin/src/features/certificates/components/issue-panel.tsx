import type { CertificateJob, CertificateTemplateKey } from '@gcw/shared';
import { certificateNeedsTeams } from '@gcw/shared';
import { formatNumber } from '@gcw/shared/format';
import { errorMessage } from '@gcw/shared/store';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';

import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  useGetCertificateCandidatesQuery,
  useGetCertificateJobsQuery,
  useStartCertificateJobMutation,
} from '../api/certificates-api';
import { TEMPLATE_AUDIENCE, TEMPLATE_LABELS } from '../template-labels';
import { CandidateList } from './candidate-list';
import { isFinished, JobProgress } from './job-progress';
import { SectionPanel } from './section-panel';
import { TeamPicker } from './team-picker';

/** "Terbitkan": who would receive it, the teams for finalist and winner, then the job's progress. */
export function IssuePanel({ templateKey }: { templateKey: CertificateTemplateKey }) {
  const needsTeams = certificateNeedsTeams(templateKey);
  const label = TEMPLATE_LABELS[templateKey];
  const [teamIds, setTeamIds] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [started, setStarted] = useState<CertificateJob | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const candidates = useGetCertificateCandidatesQuery({ key: templateKey, teamIds });
  // Asked again at each visit: a job another admin started meanwhile is shown running.
  const jobs = useGetCertificateJobsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [startJob, { isLoading: starting }] = useStartCertificateJobMutation();

  // The newest job of this template (the list is newest first): a running one is followed
  // again when the page is reopened.
  const latest =
    (started?.template_key === templateKey ? started : null) ??
    jobs.data?.find((job) => job.template_key === templateKey) ??
    null;
  const running = latest !== null && !isFinished(latest);
  const list = candidates.data?.candidates ?? [];
  const newCount = list.filter((candidate) => !candidate.already_issued).length;

  const issue = async () => {
    const result = await startJob(
      needsTeams ? { template_key: templateKey, team_ids: teamIds } : { template_key: templateKey },
    );
    setConfirming(false);
    if ('error' in result) {
      enqueueSnackbar(errorMessage(result.error, 'Penerbitan gagal dimulai.'), {
        variant: 'error',
      });
      return;
    }
    setStarted(result.data);
    enqueueSnackbar(`Penerbitan ${formatNumber(result.data.total)} sertifikat dimulai.`, {
      variant: 'success',
    });
  };

  return (
    <SectionPanel
      id="issue-title"
      title={`Terbitkan ${label}`}
      intro={`${TEMPLATE_AUDIENCE[templateKey]} Yang sudah memiliki sertifikat ini tidak menerimanya lagi.`}
    >
      <Stack spacing={2}>
        {latest ? <JobProgress key={latest.id} job={latest} /> : null}
        {needsTeams && candidates.data ? (
          <TeamPicker teams={candidates.data.teams} selected={teamIds} onChange={setTeamIds} />
        ) : null}
        {candidates.error ? (
          <Alert severity="error">
            {errorMessage(candidates.error, 'Calon penerima gagal dimuat.')}
          </Alert>
        ) : null}
        {candidates.isLoading ? <Skeleton variant="rounded" height={80} /> : null}
        {candidates.data ? (
          <Typography role="status">
            {needsTeams && teamIds.length === 0
              ? 'Pilih tim yang menerima sertifikat ini.'
              : `${formatNumber(newCount)} akan menerima, ${formatNumber(list.length - newCount)} sudah menerima.`}
          </Typography>
        ) : null}
        {list.length > 0 ? <CandidateList candidates={list} /> : null}
        <Button
          variant="contained"
          startIcon={<SendIcon />}
          disabled={newCount === 0 || running || starting || candidates.isFetching}
          onClick={() => setConfirming(true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          Terbitkan
        </Button>
        {running ? (
          <Typography variant="body2" color="text.secondary">
            Tunggu penerbitan yang sedang berjalan selesai sebelum menerbitkan lagi.
          </Typography>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Terbitkan sertifikat?"
        message={`${formatNumber(newCount)} sertifikat ${label} akan diterbitkan dan setiap penerima diberi tahu lewat notifikasi dan e-mail. Sertifikat yang sudah terbit hanya bisa dicabut, tidak dihapus.`}
        confirmLabel={`Terbitkan ${formatNumber(newCount)} sertifikat`}
        busy={starting}
        onConfirm={() => void issue()}
        onClose={() => setConfirming(false)}
      />
    </SectionPanel>
  );
}
