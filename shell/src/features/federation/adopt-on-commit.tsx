import { adoptPrerenderedPage } from '@gcw/shared';
import { useLayoutEffect } from 'react';

/**
 * Rendered next to a remote's page inside its Suspense boundary: it commits when the page has,
 * and then the shell takes the place of a prerendered page, if it started under one, before
 * the browser paints. A page that failed never gets here, so the prerendered page stays.
 */
export function AdoptOnCommit() {
  useLayoutEffect(() => {
    adoptPrerenderedPage();
  }, []);
  return null;
}
