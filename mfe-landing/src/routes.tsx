import type { RemoteRoutesModule } from '@gcw/shared';
import { lazyPage, PATHS } from '@gcw/shared';

const LandingPage = lazyPage(() =>
  import('./features/landing/components/landing-page').then((m) => ({ default: m.LandingPage })),
);
const AboutPage = lazyPage(() =>
  import('./features/about/components/about-page').then((m) => ({ default: m.AboutPage })),
);
// The public check of an e-certificate (its QR code leads here).
const VerifyCertificatePage = lazyPage(() =>
  import('./features/certificates/components/verify-certificate-page').then((m) => ({
    default: m.VerifyCertificatePage,
  })),
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
    {
      // Not in R2.1; public, no sign-in. The code's path is certificateVerifyPath.
      id: 'certificate-check',
      path: '/sertifikat',
      title: 'Verifikasi Sertifikat',
      access: 'public',
      component: VerifyCertificatePage,
    },
    {
      id: 'certificate-verify',
      path: '/sertifikat/:code',
      title: 'Verifikasi Sertifikat',
      access: 'public',
      component: VerifyCertificatePage,
    },
  ],
} satisfies RemoteRoutesModule<'mfe_landing'>;

export default routesModule;
