import {
  selectSidebarExpanded,
  sidebarClosed,
  sidebarExpandedSet,
  sidebarToggled,
} from '@gcw/shared/store';

import { clearSidebarCookie, makeAppStore } from '../../../test-utils/test-store';
import { readSidebarCookie, writeSidebarCookie } from '../sidebar-cookie';

function spyOnCookieWrites() {
  return jest.spyOn(document, 'cookie', 'set');
}

function parseWrite(written: string) {
  const [pair, ...attributes] = written.split(';').map((part) => part.trim());
  return { pair, attributes: attributes.map((attribute) => attribute.toLowerCase()) };
}

beforeEach(clearSidebarCookie);
afterEach(() => {
  jest.restoreAllMocks();
  clearSidebarCookie();
});

describe('the sidebar cookie', () => {
  it('starts collapsed when no cookie was saved', () => {
    expect(readSidebarCookie()).toBeNull();
    const store = makeAppStore();
    expect(selectSidebarExpanded(store.getState())).toBe(false);
  });

  it('writes sidebar:state=true|false, path / and 7 days on every toggle', () => {
    const store = makeAppStore();
    const writes = spyOnCookieWrites();

    store.dispatch(sidebarToggled());
    expect(writes).toHaveBeenCalledTimes(1);
    const first = parseWrite(writes.mock.calls[0]?.[0] ?? '');
    expect(first.pair).toBe('sidebar:state=true');
    expect(first.attributes).toEqual(expect.arrayContaining(['path=/', 'max-age=604800']));
    expect(document.cookie).toContain('sidebar:state=true');
    expect(readSidebarCookie()).toBe(true);

    store.dispatch(sidebarToggled());
    expect(writes).toHaveBeenCalledTimes(2);
    const second = parseWrite(writes.mock.calls[1]?.[0] ?? '');
    expect(second.pair).toBe('sidebar:state=false');
    expect(second.attributes).toEqual(expect.arrayContaining(['path=/', 'max-age=604800']));
    expect(readSidebarCookie()).toBe(false);
  });

  it('writes nothing when the choice does not change', () => {
    const store = makeAppStore();
    const writes = spyOnCookieWrites();
    store.dispatch(sidebarExpandedSet(false));
    expect(writes).not.toHaveBeenCalled();
    store.dispatch(sidebarExpandedSet(true));
    store.dispatch(sidebarExpandedSet(true));
    expect(writes).toHaveBeenCalledTimes(1);
  });

  it('saves the collapse when the landing page closes the sidebar', () => {
    const store = makeAppStore();
    store.dispatch(sidebarExpandedSet(true));
    store.dispatch(sidebarClosed());
    expect(readSidebarCookie()).toBe(false);
  });

  it('restores an expanded sidebar in a store created with the cookie set', () => {
    makeAppStore().dispatch(sidebarToggled());
    expect(selectSidebarExpanded(makeAppStore().getState())).toBe(true);
  });

  it('restores a collapsed sidebar from the cookie', () => {
    document.cookie = 'sidebar:state=false; path=/';
    expect(selectSidebarExpanded(makeAppStore().getState())).toBe(false);
    document.cookie = 'sidebar:state=true; path=/';
    expect(selectSidebarExpanded(makeAppStore().getState())).toBe(true);
  });

  it('reads the cookie among others and ignores a value it does not know', () => {
    document.cookie = 'theme=dark; path=/';
    document.cookie = 'sidebar:state=true; path=/';
    document.cookie = 'lang=id; path=/';
    expect(readSidebarCookie()).toBe(true);
    document.cookie = 'sidebar:state=maybe; path=/';
    expect(readSidebarCookie()).toBeNull();
    expect(selectSidebarExpanded(makeAppStore().getState())).toBe(false);
    document.cookie = 'theme=; path=/; max-age=0';
    document.cookie = 'lang=; path=/; max-age=0';
  });

  it('writes to the document it is given', () => {
    const doc = { cookie: '' } as Document;
    writeSidebarCookie(true, doc);
    expect(parseWrite(doc.cookie).pair).toBe('sidebar:state=true');
    expect(readSidebarCookie({ cookie: 'a=1; sidebar:state=false' } as Document)).toBe(false);
  });
});
