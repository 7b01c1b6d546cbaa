import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useState } from 'react';

import { FileField } from '../../../components/file-field';
import { UploadProgress } from '../../../components/upload-progress';
import { fileProblem, PDF_ONLY } from '../../../lib/file-rules';
import { refusalMessage } from '../../../lib/refusal-message';
import { useSubmitProposal } from '../hooks/use-submit-proposal';

/** Choose the proposal PDF and send it, with progress; sending again replaces the earlier one. */
export function ProposalUpload({ replacing }: { replacing: boolean }) {
  const { submit, progress } = useSubmitProposal();
  const { enqueueSnackbar } = useSnackbar();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    const invalid = fileProblem(file, PDF_ONLY);
    setProblem(invalid);
    if (invalid || !file) return;
    setSending(true);
    setRefusal(null);
    const result = await submit(file);
    setSending(false);
    if (result.error) {
      const message = refusalMessage(result.error, 'Proposal gagal diunggah. Coba lagi.');
      setRefusal(message);
      enqueueSnackbar(message, { variant: 'error' });
      return;
    }
    setFile(null);
    enqueueSnackbar('Proposal terkumpul', { variant: 'success' });
  };

  return (
    <Stack spacing={1.5}>
      {refusal ? <Alert severity="error">{refusal}</Alert> : null}
      <FileField
        id="proposal-pdf"
        label={replacing ? 'Ganti proposal (PDF)' : 'Proposal (PDF)'}
        accept={PDF_ONLY}
        value={file}
        onChange={(next) => {
          setFile(next);
          setProblem(next ? fileProblem(next, PDF_ONLY) : null);
        }}
        error={problem ?? undefined}
        helperText="Satu berkas PDF, maksimal 5 MB."
        disabled={sending}
      />
      <UploadProgress value={progress} label="Mengunggah proposal" />
      <Button
        variant="contained"
        onClick={send}
        disabled={sending || !file}
        sx={{ alignSelf: 'flex-start' }}
      >
        {sending ? 'Mengunggah…' : 'Kumpulkan proposal'}
      </Button>
    </Stack>
  );
}
