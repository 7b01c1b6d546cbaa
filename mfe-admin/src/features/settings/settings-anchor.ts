import { SETTINGS_SECTIONS } from '@gcw/shared';
import type { SettingsSection } from '@gcw/shared';

/**
 * The section a link names, `#hackathon` or a field of it `#hackathon-bank_account.bank` (the
 * field's id); null for no or an unknown anchor. The longest name wins, so no section is
 * mistaken for another that starts the same.
 */
export function sectionOfAnchor(hash: string): SettingsSection | null {
  const anchor = decodeURIComponent(hash.replace(/^#/, ''));
  const matches = SETTINGS_SECTIONS.filter((s) => anchor === s || anchor.startsWith(`${s}-`));
  return matches.sort((a, b) => b.length - a.length)[0] ?? null;
}
