import { render, screen, waitFor } from '@testing-library/react';

import { callTransport } from '../../../test-utils/call-transport';
import { API_ORIGIN } from '../../../test-utils/fake-api-server';
import { makeAppStore } from '../../../test-utils/test-store';
import { createTransport } from '../create-transport';
import { SERVER_UNAVAILABLE_TEXT, ServerUnavailableNotice } from '../server-unavailable-notice';

const UNAVAILABLE = {
  Message: 'Server sedang tidak tersedia. Halaman akan mencoba lagi sebentar lagi.',
};

/** A product host whose API is away for the first `downFor` calls (503 + Retry-After: 0). */
function hostAwayFor(downFor: number, retryAfter: string | null = '0') {
  let calls = 0;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const fetchFn = jest.fn(async (input: RequestInfo | URL) => {
    calls += 1;
    const request = input as Request;
    if (calls <= downFor) {
      if (calls === downFor) await gate;
      return new Response(JSON.stringify(UNAVAILABLE), {
        status: 503,
        headers: {
          'content-type': 'application/json',
          ...(retryAfter === null ? {} : { 'retry-after': retryAfter }),
        },
      });
    }
    return new Response(JSON.stringify({ Data: { method: request.method } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetchFn, release, calls: () => calls };
}

function setUp(host: ReturnType<typeof hostAwayFor>, giveUpAfterMs?: number) {
  const transport = createTransport({
    apiOrigin: API_ORIGIN,
    onSessionExpired: jest.fn(),
    fetchFn: host.fetchFn,
    retry: { giveUpAfterMs },
  });
  const store = makeAppStore({ transport });
  return { transport, store };
}

describe('503 with Retry-After: wait, show it, try again', () => {
  it('repeats the call (a POST too) until the server answers, showing the notice meanwhile', async () => {
    const host = hostAwayFor(3);
    const { transport, store } = setUp(host);
    const view = render(<ServerUnavailableNotice />);
    const callsBefore = host.calls();
    const result = callTransport(store, transport, {
      url: '/team/registration/join/ABC123',
      method: 'POST',
    });
    expect(await screen.findByText(SERVER_UNAVAILABLE_TEXT)).toBeInTheDocument();
    host.release();
    // The notice goes once the server answers (Snackbar's exit transition included).
    await waitFor(() => expect(screen.queryByText(SERVER_UNAVAILABLE_TEXT)).toBeNull());
    expect(await result).toMatchObject({ data: { Data: { method: 'POST' } } });
    expect(host.calls() - callsBefore).toBeGreaterThanOrEqual(2);
    view.unmount();
  });

  it('a 503 without Retry-After is answered as it is, at once', async () => {
    const host = hostAwayFor(100, null);
    host.release();
    const { transport, store } = setUp(host);
    const before = host.calls();
    const result = await callTransport(store, transport, '/profile/my');
    expect(result.error).toMatchObject({ status: 503, data: UNAVAILABLE });
    expect(host.calls() - before).toBe(1);
  });

  it('gives up with the 503 after the configured time', async () => {
    const host = hostAwayFor(1000);
    host.release();
    const { transport, store } = setUp(host, 600);
    const result = await callTransport(store, transport, '/profile/my');
    expect(result.error).toMatchObject({ status: 503 });
  });
});
