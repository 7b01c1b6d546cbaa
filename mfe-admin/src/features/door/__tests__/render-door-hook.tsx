import type { RouteAnswer } from '@gcw/shared/testing';
import { TestProviders, createTestStore, createTransportMock } from '@gcw/shared/testing';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';

import { ADMIN } from '../../../test-utils/fixtures';
import { useDoorAdmission } from '../hooks/use-door-admission';

/** The hook in the store the shell gives it, signed in as an admin, answering from a route table. */
export function renderDoorHook(routes: Record<string, RouteAnswer>, door = 'Pintu A') {
  const mock = createTransportMock(routes, { requireBase: 'admin' });
  const store = createTestStore({
    transport: mock.transport,
    session: { user: ADMIN, accessToken: 'access-token', refreshToken: 'refresh-token' },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders store={store}>{children}</TestProviders>
  );
  const hook = renderHook(() => useDoorAdmission(door), { wrapper });
  return { ...hook, transport: mock };
}
