import sharedPackage from '../../package.json';

/**
 * The semantic version of this package's runtime contract (its exports), as released in
 * `shared/package.json`. The shell compares every remote's declared range with it before it
 * renders the remote (docs/adr/0007-versioned-federation-contract.md).
 */
export const CONTRACT_VERSION: string = sharedPackage.version;
