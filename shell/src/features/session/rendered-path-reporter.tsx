import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { pathRendered } from './rendered-path';

/** Reports each path once React has committed it (rendered-path.ts). */
export function RenderedPathReporter() {
  const { pathname } = useLocation();
  useEffect(() => pathRendered(pathname), [pathname]);
  return null;
}
