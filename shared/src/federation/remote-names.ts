/** Container names of the remotes; the keys of `mf-remotes.json`. */
export const REMOTE_NAMES = ['mfe_landing', 'mfe_auth', 'mfe_dashboard', 'mfe_admin'] as const;

/** `mf-remotes.json`: remote name → URL of its `mf-manifest.json`. */
export type RemotesManifestMap = Partial<Record<(typeof REMOTE_NAMES)[number], string>>;
