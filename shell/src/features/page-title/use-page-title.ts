import { track } from '@gcw/shared';
import { selectEventName, useAppSelector } from '@gcw/shared/store';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export function formatDocumentTitle(title: string, eventName: string) {
  return `${title} | ${eventName}`;
}

/** Sets the document title and reports a page_view on every navigation (R2.5, R7.4). */
export function usePageTitle(title: string) {
  const eventName = useAppSelector(selectEventName);
  const location = useLocation();
  useEffect(() => {
    const full = formatDocumentTitle(title, eventName);
    document.title = full;
    track('page_view', { title: full, path: location.pathname });
  }, [title, eventName, location.key, location.pathname]);
}
