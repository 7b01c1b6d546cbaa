/**
 * What a prerendered page (written by the landing's build), its inline script, the product
 * host and the shell agree on (docs/adr/0010-prerendered-landing.md).
 */
export const PRERENDER_IDS = {
  /** Wraps the prerendered markup; removed when React's copy takes its place. */
  page: 'gcw-prerender',
  /** The shell's mount point, laid out but invisible until the swap. */
  root: 'root',
  /** `<script type="application/json">` with {@link ShellAssets}, written by the product host. */
  shellAssets: 'gcw-shell-assets',
  /** Where the host writes the shell assets' script tag. */
  shellAssetsMarker: '<!--gcw:shell-assets-->',
  /** A control that only works once the app runs: its click is replayed after the swap. */
  needsApp: 'data-needs-app',
  /** Fired on window once React's page has replaced the prerendered one. */
  adoptedEvent: 'gcw:prerender-adopted',
} as const;

/** The shell's own scripts and styles, in document order, as its built index.html lists them. */
export interface ShellAssets {
  scripts: string[];
  styles: string[];
}

/** The prerendered copy of a form field, while the prerendered page is still there. */
function prerenderedField(name: string, doc: Document): HTMLInputElement | null {
  return inputNamed(doc.getElementById(PRERENDER_IDS.page), name, doc);
}

/** Field names are plain words: anything else is not looked up (no selector injection). */
function inputNamed(scope: ParentNode | null, name: string, doc: Document) {
  const view = doc.defaultView;
  if (!scope || !view || !/^[\w-]+$/.test(name)) return null;
  const field = scope.querySelector(`input[name="${name}"]`);
  return field instanceof view.HTMLInputElement ? field : null;
}

/**
 * What the visitor typed into a prerendered form field before the app took over, so React's
 * form starts from it instead of an empty field. Undefined when there is no prerendered page.
 */
export function prerenderedFieldValue(
  name: string,
  // The server renderer that prerenders the page has no document.
  doc: Document | undefined = globalThis.document,
): string | undefined {
  return doc ? prerenderedField(name, doc)?.value : undefined;
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** The element at the same place in the app's copy: same position among focusables, same tag and text. */
function twinByPosition(active: Element, prerendered: Element, doc: Document) {
  const index = [...prerendered.querySelectorAll(FOCUSABLE)].indexOf(active);
  const twin = doc.getElementById(PRERENDER_IDS.root)?.querySelectorAll(FOCUSABLE)[index];
  return twin && twin.tagName === active.tagName && twin.textContent === active.textContent
    ? twin
    : null;
}

/**
 * Moves focus from a prerendered control to its twin in the app: a field by name (with the
 * caret), any other control (a link, the submit button) by its place on the page, so a keyboard
 * user is not thrown back to the top when the app takes over.
 */
function carryFocus(prerendered: Element, doc: Document): () => void {
  const active = doc.activeElement;
  const view = doc.defaultView;
  if (!view || !active || !prerendered.contains(active)) return () => undefined;
  if (!(active instanceof view.HTMLInputElement)) {
    return () => {
      const twin = twinByPosition(active, prerendered, doc);
      if (twin instanceof view.HTMLElement) twin.focus();
    };
  }
  const { name, selectionStart, selectionEnd } = active;
  return () => {
    const twin = inputNamed(doc.getElementById(PRERENDER_IDS.root), name, doc);
    if (!twin) return;
    twin.focus();
    try {
      twin.setSelectionRange(selectionStart, selectionEnd);
    } catch {
      // Fields such as email have no selection API.
    }
  };
}

/**
 * Called by the shell once its first page has rendered under a prerendered one: the
 * prerendered copy leaves and the shell's root shows, in the same frame, before the browser
 * paints. Both are laid out the same way, so nothing moves and the scroll position stays; a
 * focused field hands its focus to its twin. A page that failed to load never calls it: the
 * prerendered page, which works on its own, stays.
 */
export function adoptPrerenderedPage(doc: Document = document): boolean {
  const prerendered = doc.getElementById(PRERENDER_IDS.page);
  if (!prerendered) return false;
  const restoreFocus = carryFocus(prerendered, doc);
  prerendered.remove();
  const root = doc.getElementById(PRERENDER_IDS.root);
  root?.removeAttribute('style');
  root?.removeAttribute('aria-hidden');
  restoreFocus();
  doc.defaultView?.dispatchEvent(new Event(PRERENDER_IDS.adoptedEvent));
  return true;
}
