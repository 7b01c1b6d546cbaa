import { lazyPage } from '@gcw/shared';

/** The pages of this remote, one chunk each, loaded when the shell first renders one. */
export const LandingPage = lazyPage(() =>
  import('../features/landing/components/landing-page').then((m) => ({ default: m.LandingPage })),
);
export const AboutPage = lazyPage(() =>
  import('../features/about/components/about-page').then((m) => ({ default: m.AboutPage })),
);
// The public check of an e-certificate (its QR code leads here).
export const VerifyCertificatePage = lazyPage(() =>
  import('../features/certificates/components/verify-certificate-page').then((m) => ({
    default: m.VerifyCertificatePage,
  })),
);
// The privacy notice (UU 27/2022), public; the register form and the consent gate link to it.
export const PrivacyPage = lazyPage(() =>
  import('../features/privacy/components/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);
