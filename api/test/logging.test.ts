import { describeEachDb, R } from './support/harness';

describeEachDb(
  'logs',
  (h) => {
    test('requests are logged without passwords, tokens or signed tickets', async () => {
      const password = 'Sup3r-Secret-Passw0rd';
      const user = await h.user({}, password);
      await h.request('POST', `${R}/auth/login`, { body: { email: user.email, password } });
      await h.request('POST', `${R}/auth/login`, {
        body: { email: user.email, password: `${password}-wrong` },
      });
      const refreshed = (
        await h.request('POST', `${R}/auth/refresh-token`, {
          body: { refresh_token: user.refresh },
        })
      ).json().Data;
      await h.request('GET', `${R}/profile/my`, { token: refreshed.access_token });
      const ticket = (
        await h.request('POST', `${R}/seminar/registration`, { token: refreshed.access_token })
      ).json().Data.ticket;
      await h.request('GET', ticket.qr_code_url);
      const text = h.logs.join('\n');
      expect(text).toContain('incoming request');
      expect(text).toContain('/api/v1/gcw/resources/auth/login');
      for (const secret of [
        password,
        user.token,
        user.refresh,
        refreshed.access_token,
        refreshed.refresh_token,
        ticket.qr_code_url.split('/').pop(),
      ]) {
        expect(text).not.toContain(secret);
      }
      expect(text).not.toMatch(/authorization/i);
    });
  },
  () => ({ logLevel: 'info' }),
);
