// Test-only entry point (`@gcw/shared/testing`): never imported by app code.
export { renderWithApp } from './render-with-app';
export { TestProviders } from './test-providers';
export { createTestStore } from './test-store';
export type { TestStore, TestStoreOptions } from './test-store';
