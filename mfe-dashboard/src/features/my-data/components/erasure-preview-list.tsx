import type { ErasurePreview } from '@gcw/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { keptSentences, removedSentences } from '../erasure-sentences';

/** A titled list of sentences, named by its title for a screen reader. */
function SentenceList({ title, sentences }: { title: string; sentences: string[] }) {
  const titleId = useId();
  if (sentences.length === 0) return null;
  return (
    <Box>
      <Typography id={titleId} variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {title}
      </Typography>
      <Box component="ul" aria-labelledby={titleId} sx={{ mt: 0.5, mb: 0, pl: 3 }}>
        {sentences.map((sentence) => (
          <li key={sentence}>
            <Typography>{sentence}</Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** What erasing the account would do, in words, from the API's preview. */
export function ErasurePreviewList({ preview }: { preview: ErasurePreview }) {
  return (
    <>
      <SentenceList title="Yang terjadi bila akun dihapus" sentences={removedSentences(preview)} />
      <SentenceList title="Yang tetap disimpan" sentences={keptSentences(preview)} />
    </>
  );
}
