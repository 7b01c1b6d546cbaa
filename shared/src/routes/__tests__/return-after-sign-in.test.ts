import { rememberReturnPath, takeReturnPath } from '../return-after-sign-in';

describe('the page to return to after signing in again', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is given back once, to the same account', () => {
    rememberReturnPath('/dashboard/seminar?tab=tiket', 7);
    expect(takeReturnPath(7)).toBe('/dashboard/seminar?tab=tiket');
    expect(takeReturnPath(7)).toBeNull();
  });

  it('is not given to another account, and is forgotten', () => {
    rememberReturnPath('/dashboard/hackathon/team', 7);
    expect(takeReturnPath(8)).toBeNull();
    expect(takeReturnPath(7)).toBeNull();
  });

  it('is nothing when storage holds something else or refuses', () => {
    window.sessionStorage.setItem('gcw:return-after-sign-in', '{not json');
    expect(takeReturnPath(7)).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(() => rememberReturnPath('/dashboard/seminar', 7, refusing)).not.toThrow();
    expect(takeReturnPath(7, refusing)).toBeNull();
  });
});
