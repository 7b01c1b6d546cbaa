import { getConfig } from '@testing-library/react';

/**
 * waitFor options for a request that follows the 300 ms search debounce: as long as every
 * finder waits (jest.setup-dom.js), never a shorter bound of its own. A fixed 3 s here was
 * shorter than the shared bound and the tightest wait of the suite on a loaded machine.
 */
export const SETTLE = { timeout: getConfig().asyncUtilTimeout };
