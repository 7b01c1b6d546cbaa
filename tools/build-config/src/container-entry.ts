// The container build's page entry: empty. Rsbuild needs an entry, and the federation
// runtime's glue must sit in an entry chunk; the chunk itself is dropped from the output
// (remote-environments.ts): the shell loads the container (remoteEntry) alone.
export {};
