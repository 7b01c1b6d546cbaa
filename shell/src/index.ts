// The async boundary Module Federation needs: shared singletons are negotiated before any
// shared code runs. The deploy-time files are read next, so remotes are known before render.
void import('./app/start-shell').then(({ startShell }) => startShell());
