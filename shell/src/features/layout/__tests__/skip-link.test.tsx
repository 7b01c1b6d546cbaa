import { fireEvent, render, screen } from '@testing-library/react';

import { SKIP_LINK_TEXT, SkipLink } from '../skip-link';

describe('SkipLink', () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it("is the first stop of Tab and moves the focus to the page's main content", () => {
    render(
      <>
        <SkipLink />
        <nav>
          <a href="/x">Menu</a>
        </nav>
        <main>Isi halaman</main>
      </>,
    );
    const link = screen.getByRole('link', { name: SKIP_LINK_TEXT });
    expect(SKIP_LINK_TEXT).toBe('Lewati ke konten utama');
    fireEvent.click(link);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
