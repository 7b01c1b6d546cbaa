/**
 * English a person could read that the accessibility pass replaced with Indonesian, in one place: the
 * accessibility pass (tests/accessibility-*.spec.ts) fails when any of them is on a rendered page.
 * The requirements' fixed English texts (the login screen, the landing's English copy, the sidebar's
 * menu labels, the log-out toasts) are not here: they stay as docs/requirements.md quotes them.
 */
export const REPLACED_ENGLISH: readonly (string | RegExp)[] = [
  // MUI's table pagination (mfe-admin lists).
  'Rows per page',
  /\b\d+\s*[–-]\s*\d+ of (\d+|more than)/,
  'Go to next page',
  'Go to previous page',
  'Go to first page',
  'Go to last page',
  // The session-end rejection of R8.1 is the transport's; a person reads Indonesian.
  'Failed to refresh token',
  // MUI's default labels of closers and of the autocomplete.
  'No options',
  'Loading…',
  'Clear',
  'Close',
  'Open',
];

/** The texts a person reads on the page: the visible text and the labels a screen reader says. */
export const READABLE_TEXT_SCRIPT = `(() => {
  const parts = [document.body.innerText];
  for (const el of document.querySelectorAll('[aria-label],[title],[placeholder]')) {
    for (const name of ['aria-label', 'title', 'placeholder']) {
      const value = el.getAttribute(name);
      if (value) parts.push(value);
    }
  }
  return parts.join('\\n');
})()`;

/** Each replaced English text found in `text`, quoted for the failure message. */
export function englishFound(text: string): string[] {
  const found: string[] = [];
  for (const needle of REPLACED_ENGLISH) {
    if (typeof needle === 'string') {
      // Whole words only: 'Close' must not match 'Closed' in a name a user typed.
      const pattern = new RegExp(
        `(^|[^\\p{L}])${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`,
        'mu',
      );
      if (pattern.test(text)) found.push(`"${needle}"`);
    } else {
      const match = needle.exec(text);
      if (match) found.push(`"${match[0]}"`);
    }
  }
  return found;
}
