import { takeReturnPath } from '@gcw/shared';

import { sessionExpiredHandler } from '../session-expired';

function expire(path: string, userId: number | null) {
  const navigate = jest.fn<void, [string]>();
  const notify = jest.fn<void, [string]>();
  sessionExpiredHandler({ currentPath: () => path, userId: () => userId, navigate, notify })();
  return { navigate, notify };
}

describe('a session that cannot be renewed', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('goes to / (R8.1), says so with a sign-in that returns, and remembers the page', () => {
    const { navigate, notify } = expire('/dashboard/hackathon/team?tab=anggota#kode', 7);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(notify).toHaveBeenCalledWith(
      `/auth/login?redirect=${encodeURIComponent('/dashboard/hackathon/team?tab=anggota#kode')}`,
    );
    expect(takeReturnPath(7)).toBe('/dashboard/hackathon/team?tab=anggota#kode');
  });

  it('remembers nothing on a public page or without an account', () => {
    expect(expire('/about', 7).notify).toHaveBeenCalledWith('/auth/login');
    expect(takeReturnPath(7)).toBeNull();
    expect(expire('/dashboard/seminar', null).notify).toHaveBeenCalledWith('/auth/login');
    expect(takeReturnPath(7)).toBeNull();
  });

  it('settles when the navigation home has finished', async () => {
    let arrived = false;
    const navigate = jest.fn(async () => {
      await Promise.resolve();
      arrived = true;
    });
    const done = sessionExpiredHandler({
      currentPath: () => '/dashboard/profile',
      userId: () => 7,
      navigate,
      notify: jest.fn(),
    })();
    expect(arrived).toBe(false);
    await done;
    expect(arrived).toBe(true);
  });
});
