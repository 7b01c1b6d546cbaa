import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';

import type { DoorOutcome } from '../door-admission';
import type { OutcomeText } from './outcome-text';
import { outcomeText } from './outcome-text';

const COLORS: Record<OutcomeText['tone'], { bg: string; fg: string }> = {
  ok: { bg: '#1b5e20', fg: '#ffffff' },
  repeat: { bg: '#ffb300', fg: '#1a1a1a' },
  refused: { bg: '#b71c1c', fg: '#ffffff' },
  unknown: { bg: '#37474f', fg: '#ffffff' },
};

interface ResultOverlayProps {
  outcome: DoorOutcome;
  onDismiss: () => void;
}

/**
 * The whole screen in one colour with the verdict in large type, read from a step away; it
 * clears by itself, or at a tap when the next person is already there.
 */
export function ResultOverlay({ outcome, onDismiss }: ResultOverlayProps) {
  const text = outcomeText(outcome);
  // The keyboard's tap: Escape clears it (the typed field keeps its focus meanwhile).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onDismiss]);
  const { bg, fg } = COLORS[text.tone];
  return (
    <Box
      role="alert"
      data-tone={text.tone}
      onClick={onDismiss}
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 2,
        bgcolor: bg,
        color: fg,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 1,
        p: 3,
        cursor: 'pointer',
      }}
    >
      <Typography component="p" sx={{ fontSize: { xs: '2.2rem', sm: '3.2rem' }, fontWeight: 800 }}>
        {text.headline}
      </Typography>
      {text.lines.map((line, index) => (
        <Typography
          key={`${index}-${line}`}
          component="p"
          sx={{ fontSize: index === 0 ? '1.6rem' : '1.15rem', fontWeight: index === 0 ? 700 : 500 }}
        >
          {line}
        </Typography>
      ))}
      <Typography component="p" sx={{ mt: 2, fontSize: '0.9rem', opacity: 0.85 }}>
        Ketuk (atau Esc) untuk lanjut
      </Typography>
    </Box>
  );
}
