// Test-only entry point (`@gcw/shared/testing`): never imported by app code.
export { makeUser } from './make-user';
export { renderWithApp } from './render-with-app';
export type { RenderOptions } from './render-with-app';
export { TestProviders } from './test-providers';
export { createTestStore } from './test-store';
export type { TestStore, TestStoreOptions } from './test-store';
export { createTransportMock, ok, refuse } from './transport-mock';
export type {
  RouteAnswer,
  TransportAnswer,
  TransportMock,
  TransportMockOptions,
} from './transport-mock';
