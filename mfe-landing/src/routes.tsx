import type { RemoteRoutesModule } from '@gcw/shared';
import { PATHS } from '@gcw/shared';

import { AboutPage, LandingPage, PrivacyPage, VerifyCertificatePage } from './app/pages';

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
    {
      id: 'privacy',
      path: PATHS.privacy,
      title: 'Kebijakan Privasi',
      access: 'public',
      component: PrivacyPage,
    },
    {
      // Not in R2.1; public, no sign-in. The code's path is certificateVerifyPath.
      id: 'certificate-check',
      path: PATHS['certificate-check'],
      title: 'Verifikasi Sertifikat',
      access: 'public',
      component: VerifyCertificatePage,
    },
    {
      id: 'certificate-verify',
      path: PATHS['certificate-verify'],
      title: 'Verifikasi Sertifikat',
      access: 'public',
      component: VerifyCertificatePage,
    },
  ],
} satisfies RemoteRoutesModule<'mfe_landing'>;

export default routesModule;
