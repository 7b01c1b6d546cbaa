import type { AppConfig } from '../../core/config';

/** Links in mails go to the shell's pages, which call the API with the token. */
export const accountLink = (
  config: Pick<AppConfig, 'appOrigin'>,
  page: 'reset-password' | 'verify-email',
  token: string,
) => `${config.appOrigin}/auth/${page}?token=${encodeURIComponent(token)}`;

export const productLink = (config: Pick<AppConfig, 'appOrigin'>, path: string) =>
  `${config.appOrigin}${path}`;
