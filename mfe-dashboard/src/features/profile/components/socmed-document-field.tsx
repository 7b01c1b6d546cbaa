import type { User } from '@gcw/shared';
import { SOCMED_UPLOAD_PATH } from '@gcw/shared';
import { useAppDispatch, userUpdated } from '@gcw/shared/store';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';

import { FileField } from '../../../components/file-field';
import { UploadProgress } from '../../../components/upload-progress';
import { useUpload } from '../../../hooks/use-upload';
import { fileProblem } from '../../../lib/file-rules';
import { refusalMessage } from '../../../lib/refusal-message';
import { SocmedPreview } from './socmed-preview';

interface SocmedDocumentFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | undefined;
  /** The upload's progress in percent, null when none is in flight: the form waits for it. */
  onUploadProgress?: (percent: number | null) => void;
  /** The chosen file's name while it is not saved yet (null once it is), for the draft. */
  onPendingFile?: (name: string | null) => void;
}

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * The social-media proof is a screenshot uploaded to the API (private: only the student and the
 * admins see it). It is saved at once, with progress; the form then carries its URL. A link
 * given before uploads existed keeps showing until an image replaces it.
 */
export function SocmedDocumentField(props: SocmedDocumentFieldProps) {
  const { value, onChange, onBlur, error, onUploadProgress, onPendingFile } = props;
  const { upload, progress, uploading } = useUpload();
  useEffect(() => onUploadProgress?.(progress), [onUploadProgress, progress]);
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const [problem, setProblem] = useState<string | null>(null);

  const onFile = async (file: File | null) => {
    onBlur();
    if (!file) return;
    const local = fileProblem(file, IMAGE_TYPES);
    if (local) {
      setProblem(local.replace('PDF, PNG, JPG atau WebP', 'PNG, JPG atau WebP'));
      return;
    }
    setProblem(null);
    onPendingFile?.(file.name);
    const form = new FormData();
    form.append('socmed_document', file);
    const result = await upload<User>(SOCMED_UPLOAD_PATH, form, ['Profile']);
    if (result.error || !result.data?.socmed_document) {
      setProblem(refusalMessage(result.error, 'Gambar gagal diunggah. Coba lagi.'));
      return;
    }
    // The API saved it already: the session's user and the form follow.
    dispatch(userUpdated(result.data));
    onChange(result.data.socmed_document);
    onPendingFile?.(null);
    enqueueSnackbar('Bukti media sosial tersimpan', { variant: 'success' });
  };

  return (
    <Stack spacing={1}>
      <FileField
        id="socmed-document"
        label="Bukti media sosial (tangkapan layar) *"
        accept={IMAGE_TYPES}
        value={null}
        onChange={(file) => void onFile(file)}
        disabled={uploading}
        error={problem ?? error}
        helperText={
          value
            ? 'Pilih gambar lain untuk mengganti bukti yang tersimpan.'
            : 'Unggah tangkapan layar bukti mengikuti akun media sosial GCW: PNG, JPG atau WebP, maksimal 5 MB.'
        }
      />
      <UploadProgress value={progress} label="Mengunggah bukti" />
      <SocmedPreview value={value} />
    </Stack>
  );
}
