import { adoptPrerenderedPage, PRERENDER_IDS, prerenderedFieldValue } from '../prerender-page';

function mount() {
  document.body.innerHTML = `
    <div id="${PRERENDER_IDS.page}"><form><input name="email" type="text" /></form></div>
    <div id="${PRERENDER_IDS.root}" style="visibility:hidden" aria-hidden="true">
      <form><input name="email" type="text" /></form>
    </div>`;
  const [prerendered, twin] = [...document.querySelectorAll('input')];
  return { prerendered: prerendered as HTMLInputElement, twin: twin as HTMLInputElement };
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('reads what was typed into the prerendered field, and nothing once it is gone', () => {
  const { prerendered } = mount();
  prerendered.value = 'siti@example.com';
  expect(prerenderedFieldValue('email')).toBe('siti@example.com');
  expect(prerenderedFieldValue('password')).toBeUndefined();
  expect(prerenderedFieldValue('email"], [name="x')).toBeUndefined();
  adoptPrerenderedPage();
  expect(prerenderedFieldValue('email')).toBeUndefined();
});

it('hands the focus and the caret of a prerendered field to its twin when the app takes over', () => {
  const { prerendered, twin } = mount();
  prerendered.value = 'siti@exa';
  twin.value = 'siti@exa';
  prerendered.focus();
  prerendered.setSelectionRange(4, 4);
  const adopted = jest.fn();
  window.addEventListener(PRERENDER_IDS.adoptedEvent, adopted, { once: true });
  expect(adoptPrerenderedPage()).toBe(true);
  expect(document.activeElement).toBe(twin);
  expect(twin.selectionStart).toBe(4);
  expect(adopted).toHaveBeenCalledTimes(1);
  expect(document.getElementById(PRERENDER_IDS.root)).not.toHaveAttribute('aria-hidden');
});

it('leaves the focus alone when nothing prerendered had it', () => {
  mount();
  adoptPrerenderedPage();
  expect(document.activeElement).toBe(document.body);
});

it('hands the focus of a prerendered button or link to the one at the same place', () => {
  const copy = `<a href="/">GCW</a><form><input name="email" /><button type="submit">Sign in</button></form>`;
  document.body.innerHTML = `
    <div id="${PRERENDER_IDS.page}">${copy}</div>
    <div id="${PRERENDER_IDS.root}" style="visibility:hidden" aria-hidden="true">${copy}</div>`;
  const [prerendered, twin] = [...document.querySelectorAll('button')];
  prerendered!.focus();
  adoptPrerenderedPage();
  expect(document.activeElement).toBe(twin);
});

it('does not guess when the place holds another control', () => {
  document.body.innerHTML = `
    <div id="${PRERENDER_IDS.page}"><button>Sign in</button></div>
    <div id="${PRERENDER_IDS.root}" style="visibility:hidden"><button>Signing in...</button></div>`;
  document.querySelector('button')!.focus();
  adoptPrerenderedPage();
  expect(document.activeElement).toBe(document.body);
});
