import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/**
 * How a keyboard user sees where they are: the focused element matches :focus-visible and draws
 * something (an outline, a ring, or the thick outline of the field around an input).
 */
const FOCUS_SHOWN = (el: Element) => {
  if (!el.matches(':focus-visible')) return 'not :focus-visible';
  const drawn = (node: Element | null) => {
    if (!node) return false;
    const style = getComputedStyle(node);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  };
  // A text field shows focus by its outline turning thick and coloured.
  const outline = el
    .closest('.MuiOutlinedInput-root')
    ?.querySelector('.MuiOutlinedInput-notchedOutline');
  const thick = outline ? parseFloat(getComputedStyle(outline).borderTopWidth) >= 2 : false;
  if (drawn(el) || thick) return 'shown';
  return 'nothing drawn';
};

/**
 * Presses `key` (Tab, Shift+Tab, an arrow) until `target` has focus, as a person would, then
 * checks the focus is visible. Fails after `max` presses: the control is not in the Tab order.
 */
export async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', max = 40) {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      await expectVisibleFocus(target);
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`${max} presses of ${key} never reached ${target.toString()}`);
}

export async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  // Polled: on a loaded machine the page may still be settling (a prerendered page hydrating)
  // when focus lands; a person sees the ring a moment later. Never drawn still fails.
  await expect.poll(() => target.evaluate(FOCUS_SHOWN)).toBe('shown');
}

/** Reaches a field by Tab and types into it. */
export async function tabAndType(page: Page, field: Locator, text: string) {
  await pressUntilFocused(page, field);
  await page.keyboard.type(text);
}

/** Reaches a file field's button by Tab and opens the picker with `key` (Enter or Space). */
export async function chooseFileByKeyboard(
  page: Page,
  button: Locator,
  key: 'Enter' | ' ',
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await pressUntilFocused(page, button);
  const opened = (timeout: number) => page.waitForEvent('filechooser', { timeout });
  // On the loaded CI machine a first press was once dropped (no picker, nothing on screen, the
  // button still focused): a person presses again, and so does the test, once. A key that
  // never opens the picker still fails.
  let [chooser] = await Promise.all([opened(10_000).catch(() => null), page.keyboard.press(key)]);
  if (!chooser) {
    await expect(button).toBeFocused();
    [chooser] = await Promise.all([opened(15_000), page.keyboard.press(key)]);
  }
  await chooser.setFiles(file);
}
