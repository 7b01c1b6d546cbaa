import type { RemoteRoutesModule } from '@gcw/shared';
import { lazy } from 'react';

const LandingPage = lazy(() =>
  import('./features/landing/components/landing-page').then((m) => ({ default: m.LandingPage })),
);
const AboutPage = lazy(() =>
  import('./features/about/components/about-page').then((m) => ({ default: m.AboutPage })),
);

/** The exposed `./routes`: the pages this remote renders for the shell's route table. */
const routesModule = {
  remote: 'mfe_landing',
  pages: { home: LandingPage, about: AboutPage },
} satisfies RemoteRoutesModule<'mfe_landing'>;

export default routesModule;
