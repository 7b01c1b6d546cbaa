import Box from '@mui/material/Box';
import type { CustomContentProps } from 'notistack';
import { SnackbarContent } from 'notistack';
import { forwardRef } from 'react';

/**
 * How a toast is announced: an error interrupts (`alert`), everything else waits its turn
 * (`status`, polite). notistack's own content says `alert` for all and points every toast at
 * one shared id, so screen readers interrupted for a success and read some toasts twice.
 */
export function toastRole(variant: CustomContentProps['variant']): 'alert' | 'status' {
  return variant === 'error' ? 'alert' : 'status';
}

/** One toast in the theme's colours (white text at 4.5:1 or more on each). */
export const ToastContent = forwardRef<HTMLDivElement, CustomContentProps>(function ToastContent(
  { id, message, variant, action, style, className },
  ref,
) {
  const actionNode = typeof action === 'function' ? action(id) : action;
  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Box
        role={toastRole(variant)}
        aria-atomic="true"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          width: '100%',
          px: 2,
          py: 1.25,
          borderRadius: 1,
          boxShadow: 6,
          fontSize: '0.875rem',
          color: variant === 'default' ? 'common.white' : `${variant}.contrastText`,
          bgcolor: variant === 'default' ? 'grey.900' : `${variant}.main`,
        }}
      >
        <Box sx={{ flex: 1 }}>{message}</Box>
        {actionNode ? <Box sx={{ ml: 'auto' }}>{actionNode}</Box> : null}
      </Box>
    </SnackbarContent>
  );
});

/** The `Components` of every SnackbarProvider: the shell's, the standalone harness's, tests'. */
export const TOAST_COMPONENTS = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};
