import { useEffect, useState } from 'react';

/** True once the window is scrolled more than `px` pixels; the top bar turns solid then. */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > px);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    // The page may be opened already scrolled (reload, back navigation).
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [px]);
  return past;
}
