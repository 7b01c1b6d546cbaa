import { render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';

import { BelowTheFold } from '../below-the-fold';

/** Notes, as it is committed, which of the other parts are already on the page. */
function Part({ name, seen }: { name: string; seen: Map<string, string[]> }) {
  useLayoutEffect(() => {
    seen.set(
      name,
      ['Formulir', 'E-mail', 'Notifikasi'].filter((other) => screen.queryByText(other)),
    );
  }, [name, seen]);
  return <p>{name}</p>;
}

describe('BelowTheFold (parts drawn after the top of the page)', () => {
  it('shows a placeholder first, then each part in a commit of its own, in page order', async () => {
    const seen = new Map<string, string[]>();
    render(
      <>
        <h1>Profil</h1>
        {['Formulir', 'E-mail', 'Notifikasi'].map((name) => (
          <BelowTheFold key={name} placeholderHeight={100}>
            <Part name={name} seen={seen} />
          </BelowTheFold>
        ))}
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Profil' })).toBeInTheDocument();
    expect(screen.queryByText('Formulir')).not.toBeInTheDocument();
    expect(await screen.findByText('Notifikasi')).toBeInTheDocument();
    expect(seen.get('Formulir')).toEqual(['Formulir']);
    expect(seen.get('E-mail')).toEqual(['Formulir', 'E-mail']);
    expect(seen.get('Notifikasi')).toEqual(['Formulir', 'E-mail', 'Notifikasi']);
  });

  it('does not hold the parts after one that left the page before its turn', async () => {
    function Page() {
      const [withFirst, setWithFirst] = useState(true);
      useLayoutEffect(() => setWithFirst(false), []);
      return (
        <>
          {withFirst ? (
            <BelowTheFold placeholderHeight={100}>
              <p>Hilang</p>
            </BelowTheFold>
          ) : null}
          <BelowTheFold placeholderHeight={100}>
            <p>Tetap</p>
          </BelowTheFold>
        </>
      );
    }
    render(<Page />);
    expect(await screen.findByText('Tetap')).toBeInTheDocument();
    expect(screen.queryByText('Hilang')).not.toBeInTheDocument();
  });
});
