import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface StickyActionsProps {
  children: ReactNode;
  /** Extra styles of the bar at every width. */
  sx?: SxProps<Theme>;
}

/**
 * A form's primary action. On phones it sticks to the bottom of the screen while its form is in
 * view, so a long form can be sent without scrolling to its end first (the accessibility pass: the primary
 * action of every page is visible on a 360×640 screen); from `sm` up it sits where it is.
 * Every ancestor up to the page must leave `overflow` visible (or `clip`): a card's `hidden`
 * would make the card the sticky scroll box.
 */
export function StickyActions({ children, sx }: StickyActionsProps) {
  return (
    <Box
      sx={[
        (theme) => ({
          display: 'flex',
          flexDirection: 'column',
          // Phones: the button spans the bar; wider: it keeps its own width, at the start.
          alignItems: { xs: 'stretch', sm: 'flex-start' },
          [theme.breakpoints.down('sm')]: {
            position: 'sticky',
            bottom: 0,
            zIndex: theme.zIndex.appBar - 1,
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
            py: 1.5,
            // Bleeds to the card's edges so content does not show beside the bar.
            mx: -2,
            px: 2,
          },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}

/** The `sx` of a card that holds {@link StickyActions}: a card clips by default. */
export const STICKY_FRIENDLY: SxProps<Theme> = { overflow: 'visible' };
