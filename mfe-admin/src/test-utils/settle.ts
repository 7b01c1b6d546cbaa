/**
 * waitFor options for a request that follows the 300 ms search debounce: testing-library's
 * default 1 s is too tight on a loaded machine (seen flaking when two Jest runs share the CPUs).
 */
export const SETTLE = { timeout: 3_000 };
