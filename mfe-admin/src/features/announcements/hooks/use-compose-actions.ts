import type { AdminAnnouncement, AnnouncementPreview } from '@gcw/shared';
import { errorMessage } from '@gcw/shared/store';
import { useSnackbar } from 'notistack';
import { useState } from 'react';

import {
  useAnnouncementActionMutation,
  usePreviewAnnouncementMutation,
  useSaveDraftMutation,
} from '../api/announcements-api';
import type { ComposeValues } from '../validate';
import { toPayload } from '../validate';

const SAVED: Record<AdminAnnouncement['state'], string> = {
  draft: 'Draf disimpan',
  scheduled: 'Perubahan disimpan; pengumuman tetap terjadwal',
  sent: 'Perubahan disimpan',
  withdrawn: 'Perubahan disimpan',
};

type Result<T> = { data: T; error?: undefined } | { data?: undefined; error: unknown };

/**
 * What the compose form does with its values. Sending and scheduling save the text first (a new
 * draft, or the draft being edited), so what goes out is what the preview showed; a failure
 * after the save leaves a draft in the list, nothing sent.
 */
export function useComposeActions(editing: AdminAnnouncement | null, onDone: () => void) {
  const { enqueueSnackbar } = useSnackbar();
  const [save, saving] = useSaveDraftMutation();
  const [act, acting] = useAnnouncementActionMutation();
  const [askPreview, previewing] = usePreviewAnnouncementMutation();
  const [preview, setPreview] = useState<AnnouncementPreview | null>(null);
  const [draftId, setDraftId] = useState<number | undefined>(editing?.id);

  // The form starts over; an id kept after a failed send lets a retry update the same draft.
  const finish = () => {
    setPreview(null);
    setDraftId(undefined);
    onDone();
  };
  const failed = (result: Result<unknown>, fallback: string) => {
    if (!result.error) return false;
    enqueueSnackbar(errorMessage(result.error, fallback), { variant: 'error' });
    return true;
  };

  const saveText = async (values: ComposeValues) => {
    const result = await save({ id: draftId, body: toPayload(values) });
    if (failed(result, 'Pengumuman gagal disimpan. Coba lagi.')) return null;
    setDraftId(result.data!.id);
    return result.data!;
  };

  return {
    preview,
    busy: saving.isLoading || acting.isLoading || previewing.isLoading,
    closePreview: () => setPreview(null),
    async showPreview(values: ComposeValues) {
      const result = await askPreview(toPayload(values));
      if (!failed(result, 'Pratinjau gagal dimuat. Coba lagi.')) setPreview(result.data!);
    },
    async saveDraft(values: ComposeValues) {
      const saved = await saveText(values);
      if (!saved) return;
      enqueueSnackbar(SAVED[saved.state], { variant: 'success' });
      finish();
    },
    async send(values: ComposeValues) {
      const saved = await saveText(values);
      if (!saved) return;
      const result = await act({ id: saved.id, action: 'send' });
      if (failed(result, 'Pengumuman gagal dikirim. Coba lagi.')) return;
      enqueueSnackbar('Pengumuman dikirim', { variant: 'success' });
      finish();
    },
    async schedule(values: ComposeValues, at: string) {
      const saved = await saveText(values);
      if (!saved) return false;
      const result = await act({ id: saved.id, action: 'schedule', scheduled_at: at });
      if (failed(result, 'Pengumuman gagal dijadwalkan. Coba lagi.')) return false;
      enqueueSnackbar('Pengumuman dijadwalkan', { variant: 'success' });
      finish();
      return true;
    },
  };
}
