/**
 * What the product host offers to code outside it (the e2e stacks and benches): the hosts,
 * the parts the product host is assembled from, and where the workspace's builds live.
 */
export { createProductHost } from './product-host';
export type { ProductHostOptions } from './product-host';
export { createRemoteHost } from './remote-host';
export type { RemoteHostOptions } from './remote-host';
export type { StaticMount } from './pages/static-files';
export { shellIndexWithBootData } from './pages/boot-data';
export { prerenderedPage } from './pages/prerendered-pages';
export { ApiUpstreams, upstreamList } from './gateway/api-upstreams';
export {
  remoteDist,
  remoteFolder,
  REMOTE_NAMES,
  sameOriginRemotesMap,
  SHELL_DIST,
  WORKSPACE_ROOT,
} from './product-layout';
