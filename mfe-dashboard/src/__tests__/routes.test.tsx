import type { PrefetchingPageDescriptor } from '@gcw/shared';
import { DEFAULT_EVENT_SETTINGS } from '@gcw/shared';
import { ok } from '@gcw/shared/testing';
import { waitFor } from '@testing-library/react';

import { accountApi } from '../api/account-api';
import routesModule from '../routes';
import { UNVERIFIED } from '../test-utils/account-fixture';
import { renderWithApp } from '../test-utils/render-with-app';
import { TEAM } from '../test-utils/team-fixture';

describe('the exposed ./routes', () => {
  it("has the profile page's requests started before the page renders", async () => {
    const { store, transport } = renderWithApp(<p>halaman lain</p>, {
      routes: {
        'GET /profile/account': ok(UNVERIFIED),
        'GET /settings': ok(DEFAULT_EVENT_SETTINGS),
        'GET /announcements': ok([]),
      },
    });
    const profile: PrefetchingPageDescriptor | undefined = routesModule.pages.find(
      (page) => page.id === 'profile',
    );
    profile?.prefetch?.(store.dispatch);
    await waitFor(() => expect(transport.callsTo('GET /profile/account')).toHaveLength(1));
    // What the top of the page shows comes with it (profile-page.tsx waits for all three).
    expect(transport.callsTo('GET /settings')).toHaveLength(1);
    expect(transport.callsTo('GET /announcements')).toHaveLength(1);
    // The page's own query then finds the answer without asking again.
    const query = store.dispatch(accountApi.endpoints.getAccountStatus.initiate());
    expect((await query).data).toEqual(UNVERIFIED);
    query.unsubscribe();
    expect(transport.callsTo('GET /profile/account')).toHaveLength(1);
  });

  it("has a member's team asked for with them, the one the stored session names", async () => {
    const { store, transport } = renderWithApp(<p>halaman lain</p>, {
      session: { teamId: 4 },
      routes: { 'GET /team/4': ok(TEAM) },
    });
    const profile: PrefetchingPageDescriptor | undefined = routesModule.pages.find(
      (page) => page.id === 'profile',
    );
    profile?.prefetch?.(store.dispatch);
    await waitFor(() => expect(transport.callsTo('GET /team/4')).toHaveLength(1));
  });
});
