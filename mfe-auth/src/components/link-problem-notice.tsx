import type { AccountLinkProblem } from '@gcw/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

interface LinkProblemNoticeProps {
  problem: AccountLinkProblem;
  /** Each Reason explained for this kind of link. */
  texts: Record<AccountLinkProblem, { title: string; body: string }>;
  /** What the reader can do now, e.g. ask for a new link. */
  children?: ReactNode;
}

/** A refused link: which problem it is, in words, and the way forward. */
export function LinkProblemNotice({ problem, texts, children }: LinkProblemNoticeProps) {
  const text = texts[problem];
  return (
    <Stack spacing={2.5}>
      <Alert severity={problem === 'used' ? 'info' : 'warning'} role="alert">
        <AlertTitle>{text.title}</AlertTitle>
        {text.body}
      </Alert>
      {children}
    </Stack>
  );
}
