// The app's state (`@gcw/shared/store`): the one Redux store's slices, the API slice and its
// transport, the session and its storage. A federation share key of its own (singleton), so a
// remote importing it gets the shell's instance: one store, one session.
export { api, API_TAGS } from './api';
export type { CommitteeGrants } from './committee-api';
export {
  COMMITTEE_SELF_TAG,
  useCommitteeGrants,
  useGetCommitteeSelfQuery,
  usePermitted,
} from './committee-api';
export { configLoaded, configSlice, selectAppConfig, selectEventName } from './config-slice';
export type { AppDispatch } from './hooks';
export { useAppDispatch, useAppSelector } from './hooks';
export type { LayoutState } from './layout-slice';
export {
  initialLayoutState,
  layoutSlice,
  mobileDrawerSet,
  mobileDrawerToggled,
  selectMobileDrawerOpen,
  selectSidebarExpanded,
  sidebarClosed,
  sidebarExpandedSet,
  sidebarToggled,
} from './layout-slice';
export type { RootState } from './root-reducer';
export { rootReducer } from './root-reducer';
export {
  sessionApi,
  useGetEventsQuery,
  useGetProfileQuery,
  useLazyGetProfileQuery,
  useLogoutMutation,
} from './session-api';
export { eventSettingsApi, useEventSettings, useGetEventSettingsQuery } from './settings-api';
export type { SessionEvent, SessionState } from './session-slice';
export {
  defaultEvents,
  eventsLoaded,
  initialSessionState,
  normalizeEvents,
  selectAccessToken,
  selectEvents,
  selectEventStatus,
  selectIsAdmin,
  selectIsLoggedIn,
  selectRefreshToken,
  selectTeamId,
  selectUser,
  sessionEnded,
  sessionSlice,
  sessionStarted,
  userUpdated,
} from './session-slice';
export {
  clearStoredSession,
  readStoredSession,
  SESSION_STORAGE_KEY,
  writeStoredSession,
} from './session-storage';
export type {
  TransportBaseQuery,
  TransportError,
  TransportExtra,
  TransportExtraOptions,
} from './transport';
export { errorMessage, fieldErrors } from './transport';
export type {
  AuthorizedRequest,
  AuthorizedResult,
  TransportRequestOptions,
} from './authorized-request';
export { authorizedRequest, useAuthorizedRequest } from './authorized-request';
export type { AuthorizedFileState } from './use-authorized-file';
export { useAuthorizedFile } from './use-authorized-file';
