/** Container names of the remotes; the keys of `mf-remotes.json`. */
export const REMOTE_NAMES = ['mfe_landing', 'mfe_auth', 'mfe_dashboard', 'mfe_admin'] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

/** `mf-remotes.json`: remote name → URL of its `mf-manifest.json`. */
export type RemotesManifestMap = Partial<Record<RemoteName, string>>;

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (REMOTE_NAMES as readonly string[]).includes(value);
}
