import type { CompetitionType } from '@gcw/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useState } from 'react';

import { FileField } from '../../../components/file-field';
import { PaymentDetails } from '../../../components/payment-details';
import { UploadProgress } from '../../../components/upload-progress';
import { usePaymentFacts } from '../../../hooks/use-payment-facts';
import { fileProblem, PAYMENT_PROOF_TYPES } from '../../../lib/file-rules';
import { refusalMessage } from '../../../lib/refusal-message';
import { useReplacePayment } from '../hooks/use-replace-payment';

/**
 * Upload a new proof of payment (after a rejection, or to correct a wrong file), beside how to
 * pay: the amount now, the account and the reference of the leader who pays.
 */
export function ReplacePaymentForm({
  rejected,
  competition,
}: {
  rejected: boolean;
  competition: CompetitionType;
}) {
  const facts = usePaymentFacts(competition);
  const { replace, progress } = useReplacePayment();
  const { enqueueSnackbar } = useSnackbar();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const invalid = fileProblem(file, PAYMENT_PROOF_TYPES);
    setProblem(invalid);
    if (invalid || !file) return;
    setSending(true);
    setRefusal(null);
    const result = await replace(file);
    setSending(false);
    if (result.error) {
      const message = refusalMessage(result.error, 'Bukti pembayaran gagal diunggah.');
      setRefusal(message);
      enqueueSnackbar(message, { variant: 'error' });
      return;
    }
    setFile(null);
    enqueueSnackbar('Bukti pembayaran baru terkirim dan menunggu verifikasi', {
      variant: 'success',
    });
  };

  return (
    <Stack spacing={1.5}>
      {facts.state === 'ready' ? <PaymentDetails facts={facts} /> : null}
      {refusal ? <Alert severity="error">{refusal}</Alert> : null}
      <FileField
        id="bukti-pembayaran-ulang"
        label={rejected ? 'Unggah ulang bukti pembayaran' : 'Ganti bukti pembayaran'}
        required
        accept={PAYMENT_PROOF_TYPES}
        value={file}
        onChange={(next) => {
          setFile(next);
          setProblem(next ? fileProblem(next, PAYMENT_PROOF_TYPES) : null);
        }}
        error={problem ?? undefined}
        helperText="PDF, PNG, JPG atau WebP, maksimal 5 MB."
        disabled={sending}
      />
      <UploadProgress value={progress} label="Mengunggah bukti pembayaran" />
      <Button
        variant="contained"
        onClick={submit}
        disabled={sending || !file}
        sx={{ alignSelf: 'flex-start' }}
      >
        {sending ? 'Mengunggah…' : 'Kirim bukti pembayaran'}
      </Button>
    </Stack>
  );
}
