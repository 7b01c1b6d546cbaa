import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';

export const SKIP_LINK_TEXT = 'Lewati ke konten utama';

/**
 * Moves focus to the page's `<main>`: every remote's pages have one, but only the dashboard's
 * carries an id, so the target is found at click time rather than by the fragment alone.
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
  main.scrollIntoView({ block: 'start' });
}

/** The first stop of Tab on every page: off screen until it has the focus. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href="#main-content"
      onClick={skipToMain}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        textDecoration: 'none',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: '3px solid', outlineColor: 'secondary.main' },
      }}
    >
      {SKIP_LINK_TEXT}
    </Box>
  );
}
