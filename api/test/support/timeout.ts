// `testTimeout` is a global Jest option, ignored in a project of the root config: set it here.
// Database tests under a loaded 2-core CI machine can take well over Jest's 5 s default.
jest.setTimeout(60_000);
