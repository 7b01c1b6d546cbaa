import type { PageId, RemoteName } from '@gcw/shared';

/**
 * Stands in for the real RemoteBoundary in tests (jest.mock): shows which page would load,
 * so no remote is ever fetched.
 */
export function RemoteBoundary({ remote, page }: { remote: RemoteName; page: PageId }) {
  return <p data-remote={remote}>page:{page}</p>;
}
