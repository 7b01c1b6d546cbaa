import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { startTransition, useEffect, useRef, useState } from 'react';

import type { RevealTurn } from '../lib/reveal-queue';
import { takeRevealTurn } from '../lib/reveal-queue';

interface BelowTheFoldProps {
  children: ReactNode;
  /** About the part's height on a phone, so what follows does not jump when it comes. */
  placeholderHeight: number;
}

/**
 * A part of a page that a phone shows only after a scroll, drawn once what is above it has been
 * painted, in a render and commit of its own. On a slow phone the profile page's form and
 * settings made the first commit twice as long, and the top of the page waited for them
 * (a fast first page on a phone).
 */
export function BelowTheFold({ children, placeholderHeight }: BelowTheFoldProps) {
  const [shown, setShown] = useState(false);
  const turn = useRef<RevealTurn | null>(null);
  useEffect(() => {
    let mounted = true;
    const mine = takeRevealTurn();
    turn.current = mine;
    void mine.ready.then(() => {
      if (mounted) startTransition(() => setShown(true));
    });
    return () => {
      mounted = false;
      mine.done(); // an unmounted part must not hold the parts after it
    };
  }, []);
  useEffect(() => {
    if (shown) turn.current?.done();
  }, [shown]);
  return shown ? children : <Skeleton variant="rounded" height={placeholderHeight} aria-hidden />;
}
