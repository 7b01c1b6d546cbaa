import { selectMobileDrawerOpen, selectSidebarExpanded } from '@gcw/shared/store';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderAppRoutes } from '../../test-utils/render-app-routes';
import { clearSidebarCookie, makeAppStore } from '../../test-utils/test-store';
import { mockViewportWidth, resetViewport } from '../../test-utils/viewport';
import { DashboardLayout } from '../dashboard-layout';

function renderLayout() {
  const store = makeAppStore();
  const view = renderAppRoutes(store, '/dashboard/profile', [
    {
      path: '*',
      element: (
        <DashboardLayout onLogout={() => undefined}>
          <p>Isi halaman</p>
        </DashboardLayout>
      ),
    },
  ]);
  return { store, ...view };
}

function drawerState() {
  return screen.getByLabelText('Sidebar').closest('[data-state]')?.getAttribute('data-state');
}

function toggleButton() {
  return screen.getByRole('button', { name: /sidebar/i });
}

beforeEach(clearSidebarCookie);
afterEach(() => {
  clearSidebarCookie();
  resetViewport();
});

describe('meta/ctrl + b on a wide screen', () => {
  beforeEach(() => mockViewportWidth(1280));

  it('starts collapsed', () => {
    renderLayout();
    expect(drawerState()).toBe('collapsed');
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
    expect(toggleButton()).toHaveAccessibleName('Lebarkan sidebar');
  });

  it('toggles with Ctrl+B and with Meta+B', async () => {
    const user = userEvent.setup();
    const { store } = renderLayout();

    await user.keyboard('{Control>}b{/Control}');
    expect(drawerState()).toBe('expanded');
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'true');
    expect(toggleButton()).toHaveAccessibleName('Ciutkan sidebar');

    await user.keyboard('{Meta>}b{/Meta}');
    expect(drawerState()).toBe('collapsed');
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Meta>}b{/Meta}');
    expect(selectSidebarExpanded(store.getState())).toBe(true);
    await user.keyboard('{Control>}b{/Control}');
    expect(selectSidebarExpanded(store.getState())).toBe(false);
  });

  it('takes the key from the browser', () => {
    renderLayout();
    expect(fireEvent.keyDown(window, { key: 'b', ctrlKey: true })).toBe(false);
    expect(fireEvent.keyDown(window, { key: 'b' })).toBe(true);
  });

  it('ignores plain B and other combinations', async () => {
    const user = userEvent.setup();
    const { store } = renderLayout();
    await user.keyboard('b');
    await user.keyboard('B');
    await user.keyboard('{Alt>}b{/Alt}');
    await user.keyboard('{Control>}n{/Control}');
    expect(drawerState()).toBe('collapsed');
    expect(selectSidebarExpanded(store.getState())).toBe(false);
  });

  it('toggles with the button as well', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(toggleButton());
    expect(drawerState()).toBe('expanded');
  });
});

describe('meta/ctrl + b below 768 px', () => {
  beforeEach(() => mockViewportWidth(767));

  it('opens and closes the drawer instead', async () => {
    const user = userEvent.setup();
    const { store } = renderLayout();
    expect(screen.getByRole('button', { name: 'Buka menu' })).not.toHaveAttribute('aria-expanded');
    expect(screen.queryByLabelText('Sidebar')).toBe(null);

    await user.keyboard('{Control>}b{/Control}');
    expect(await screen.findByLabelText('Sidebar')).toBeInTheDocument();
    expect(selectMobileDrawerOpen(store.getState())).toBe(true);
    expect(selectSidebarExpanded(store.getState())).toBe(false);

    await user.keyboard('{Meta>}b{/Meta}');
    expect(selectMobileDrawerOpen(store.getState())).toBe(false);
    await waitFor(() => expect(screen.queryByLabelText('Sidebar')).toBe(null));
    expect(selectSidebarExpanded(store.getState())).toBe(false);
  });

  it('ignores plain B', async () => {
    const user = userEvent.setup();
    const { store } = renderLayout();
    await user.keyboard('b');
    expect(selectMobileDrawerOpen(store.getState())).toBe(false);
    expect(screen.queryByLabelText('Sidebar')).toBe(null);
  });

  it('uses the wide layout at exactly 768 px', () => {
    mockViewportWidth(768);
    renderLayout();
    expect(drawerState()).toBe('collapsed');
  });
});
