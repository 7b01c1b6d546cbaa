import type { CertificateJob } from '@gcw/shared';
import { CERTIFICATE_JOB_STATUS_LABELS } from '@gcw/shared';
import { formatDateTime, formatNumber } from '@gcw/shared/format';
import { api, useAppDispatch } from '@gcw/shared/store';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';

import { AFTER_JOB_TAGS, useGetCertificateJobQuery } from '../api/certificates-api';

/** How often a running job is asked about: the bar moves, the server is not pressed. */
const POLL_MS = 1_000;

export const isFinished = (job: Pick<CertificateJob, 'status'>) =>
  job.status === 'done' || job.status === 'failed';

/** One issue job's progress, asked for until it has finished (also after a reload of the page). */
export function JobProgress({ job: started }: { job: CertificateJob }) {
  const id = useId();
  const dispatch = useAppDispatch();
  const finishedAtStart = isFinished(started);
  const { data } = useGetCertificateJobQuery(started.id, {
    skip: finishedAtStart,
    pollingInterval: POLL_MS,
    skipPollingIfUnfocused: false,
  });
  const job = data ?? started;
  const finished = isFinished(job);

  useEffect(() => {
    // Issued now: who still lacks one, the issued list and the job history are stale.
    if (finished && !finishedAtStart)
      dispatch(api.util.invalidateTags([...AFTER_JOB_TAGS, { type: 'Admin', id: 'CERT_JOBS' }]));
  }, [dispatch, finished, finishedAtStart]);

  const handled = job.done + job.failed;
  const percent = job.total > 0 ? Math.round((handled / job.total) * 100) : finished ? 100 : 0;
  return (
    <Box>
      <Typography id={id} variant="body2" sx={{ mb: 0.5 }}>
        {`Penerbitan ${CERTIFICATE_JOB_STATUS_LABELS[job.status].toLowerCase()}: ${formatNumber(job.done)} dari ${formatNumber(job.total)} terbit`}
        {job.failed > 0 ? `, ${formatNumber(job.failed)} gagal` : ''}
        {` (${percent}%)`}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-labelledby={id}
        color={job.status === 'failed' ? 'error' : finished ? 'success' : 'primary'}
      />
      <Typography variant="caption" color="text.secondary">
        {`Dimulai ${formatDateTime(job.created_at)} oleh ${job.created_by_name}`}
        {job.finished_at ? ` · selesai ${formatDateTime(job.finished_at)}` : ''}
      </Typography>
      {finished ? (
        <Alert
          severity={job.status === 'done' && job.failed === 0 ? 'success' : 'warning'}
          // Announced when it finishes here; a past job's outcome is only shown.
          role={finishedAtStart ? 'note' : 'alert'}
          sx={{ mt: 1 }}
        >
          {job.status === 'failed'
            ? 'Penerbitan berhenti karena galat. Terbitkan lagi untuk melanjutkan: yang sudah menerima tidak dikirimi dua kali.'
            : job.failed > 0
              ? `${formatNumber(job.done)} sertifikat terbit, ${formatNumber(job.failed)} gagal. Terbitkan lagi untuk mencoba yang gagal.`
              : `${formatNumber(job.done)} sertifikat terbit. Penerima sudah diberi tahu lewat notifikasi dan e-mail.`}
        </Alert>
      ) : null}
    </Box>
  );
}
