// The async boundary Module Federation needs: shared singletons are negotiated before any
// shared code runs. The deploy-time files are read next, so remotes are known before render.
// The app's own code is asked for here, beside the start: asked for by start-shell, its
// chunks (React DOM among them) left only once start-shell's imports had been evaluated, about
// 0.4 s of a slow phone's main thread later (measured for a fast first page on a phone).
// Awaited by startShell; caught here too, so that a failure of the deploy files first does not
// leave this one unheard.
const app = import('./app/bootstrap');
app.catch(() => undefined);
void import('./app/start-shell').then(({ startShell }) => startShell(app));
