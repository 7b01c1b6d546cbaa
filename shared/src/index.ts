export * from './contract';
export * from './analytics/analytics';
export * from './config/app-config';
export * from './federation/contract-version';
export * from './federation/remote-areas';
export * from './federation/remote-contract';
export * from './federation/remote-names';
export * from './format/format';
export * from './format/settings-text';
export * from './routes/route-table';
export * from './routes/stage-access';
export * from './store/api';
export * from './store/config-slice';
export * from './store/hooks';
export * from './store/layout-slice';
export * from './store/root-reducer';
export * from './store/session-api';
export * from './store/settings-api';
export * from './store/session-slice';
export * from './store/session-storage';
export * from './store/transport';
export type {
  AuthorizedRequest,
  AuthorizedResult,
  TransportRequestOptions,
} from './store/authorized-request';
export { authorizedRequest, useAuthorizedRequest } from './store/authorized-request';
export * from './ui/mascot';
export * from './ui/page-frame';
export { STICKY_FRIENDLY, StickyActions } from './ui/sticky-actions';
export * from './ui/theme';
export * from './ui/toast-content';
export * from './routes/redirects';
export * from './routes/return-after-sign-in';
export * from './federation/prerender-page';
export { lazyPage, preloadPage } from './federation/lazy-page';
