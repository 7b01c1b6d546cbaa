import { enqueueSnackbar } from 'notistack';

import type { Notifier } from './notifier';

function withDescription(message: string, description?: string) {
  if (!description) return message;
  return (
    <span>
      <strong>{message}</strong>
      <br />
      {description}
    </span>
  );
}

export const notistackNotifier: Notifier = {
  success: (message) => enqueueSnackbar(message, { variant: 'success' }),
  error: (message, description) =>
    enqueueSnackbar(withDescription(message, description), { variant: 'error' }),
};
