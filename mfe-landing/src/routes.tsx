import type { RemoteRoutesModule } from '@gcw/shared';
import { lazyPage, PATHS } from '@gcw/shared';

const LandingPage = lazyPage(() =>
  import('./features/landing/components/landing-page').then((m) => ({ default: m.LandingPage })),
);
const AboutPage = lazyPage(() =>
  import('./features/about/components/about-page').then((m) => ({ default: m.AboutPage })),
);

/** The exposed `./routes`: the pages this remote owns, as the shell composes them. */
const routesModule = {
  remote: 'mfe_landing',
  pages: [
    { id: 'home', path: PATHS.home, title: 'Beranda', access: 'public', component: LandingPage },
    {
      id: 'about',
      path: PATHS.about,
      title: 'Tentang Kami',
      access: 'public',
      component: AboutPage,
    },
  ],
} satisfies RemoteRoutesModule<'mfe_landing'>;

export default routesModule;
