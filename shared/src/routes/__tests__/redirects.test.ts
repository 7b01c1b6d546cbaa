import { loginPathWithRedirect, postLoginPath } from '../redirects';

const admin = { role: 'admin' };
const participant = { role: 'participant' };

describe('loginPathWithRedirect', () => {
  it('puts the full intended path, query and hash, encoded into the redirect query', () => {
    const intended = '/dashboard/hackathon/team?tab=members&x=a b#invite';
    const path = loginPathWithRedirect(intended);
    expect(path).toBe(`/auth/login?redirect=${encodeURIComponent(intended)}`);
    const url = new URL(path, 'http://same.site');
    expect(url.pathname).toBe('/auth/login');
    expect(url.hash).toBe('');
    expect(url.searchParams.get('redirect')).toBe(intended);
  });
});

describe('postLoginPath', () => {
  it.each([
    ['/dashboard/seminar', participant],
    ['/dashboard/hackathon/team?tab=1#top', participant],
    ['/dashboard/competitive-programming/42', participant],
    ['/dashboard/hackathon/tahap-1', participant],
    ['/admin/hackathon?page=2', admin],
    ['/dashboard/profile', admin],
  ])('keeps the same-site path %s the role may open', (redirect, user) => {
    expect(postLoginPath(redirect, user)).toBe(redirect);
  });

  it.each([
    ['no redirect', undefined],
    ['null', null],
    ['an empty string', ''],
    ['a protocol-relative URL', '//evil.com'],
    ['a protocol-relative URL with a path', '//evil.com/dashboard/profile'],
    ['an absolute URL', 'https://evil.com'],
    ['an absolute URL with a known path', 'https://evil.com/dashboard/profile'],
    ['a backslash trick', '/\\evil'],
    ['a backslash trick with a path', '/\\evil.com/dashboard/profile'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'dashboard/profile'],
    ['a public path (home)', '/'],
    ['a public path (login)', '/auth/login'],
    ['a public path (register)', '/auth/register'],
    ['a public path (about)', '/about'],
    ['an unknown path', '/nowhere'],
    ['a path that only looks like an area', '/dashboardx/profile'],
  ])('falls back for %s', (_label, redirect) => {
    expect(postLoginPath(redirect, participant)).toBe('/dashboard/profile');
    expect(postLoginPath(redirect, admin)).toBe('/admin');
  });

  // Pages belong to the remotes: any path of a signed-in area is kept (a page the dashboard
  // does not have shows its not-found page there).
  it('keeps a path of the dashboard area that no page declares yet', () => {
    expect(postLoginPath('/dashboard/hackathon/1/extra', participant)).toBe(
      '/dashboard/hackathon/1/extra',
    );
  });

  it.each(['/admin', '/admin/hackathon', '/admin/cp', '/admin/seminar?x=1'])(
    'refuses the admin path %s to a non-admin',
    (redirect) => {
      expect(postLoginPath(redirect, participant)).toBe('/dashboard/profile');
      expect(postLoginPath(redirect, { role: '' })).toBe('/dashboard/profile');
      expect(postLoginPath(redirect, { role: 'Admin' })).toBe('/dashboard/profile');
    },
  );

  it('falls back to /admin for an admin and /dashboard/profile for everyone else', () => {
    expect(postLoginPath(null, admin)).toBe('/admin');
    expect(postLoginPath(null, participant)).toBe('/dashboard/profile');
    expect(postLoginPath(null, { role: 'mentor' })).toBe('/dashboard/profile');
  });
});
