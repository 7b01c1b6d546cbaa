import { renderWithApp } from '@gcw/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';

import { TopBar } from '../top-bar';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

function bar() {
  return screen.getByRole('banner');
}

describe('TopBar', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('is transparent at the top and turns solid only after 20 px of scrolling', () => {
    renderWithApp(<TopBar />);
    expect(bar()).toHaveAttribute('data-solid', 'false');
    scrollTo(20);
    expect(bar()).toHaveAttribute('data-solid', 'false');
    scrollTo(21);
    expect(bar()).toHaveAttribute('data-solid', 'true');
    scrollTo(0);
    expect(bar()).toHaveAttribute('data-solid', 'false');
  });

  it('is solid at once when the page opens already scrolled', () => {
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    renderWithApp(<TopBar />);
    expect(bar()).toHaveAttribute('data-solid', 'true');
  });

  it('folds the anchors into a menu on narrow screens', () => {
    renderWithApp(<TopBar />);
    fireEvent.click(screen.getByRole('button', { name: 'Buka menu navigasi' }));
    const menu = screen.getByRole('menu');
    expect(menu).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Timeline' })).toHaveAttribute('href', '#timeline');
    expect(screen.getByRole('menuitem', { name: 'Event' })).toHaveAttribute('href', '#event');
    expect(screen.getByRole('menuitem', { name: 'About Us' })).toHaveAttribute('href', '/');
  });
});
