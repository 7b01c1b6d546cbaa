import type { Session } from '@gcw/shared/contract';
import { API_BASE_PATH, PRIVACY_NOTICE_VERSION, PROFILE_PLACEHOLDERS } from '@gcw/shared/contract';
import { expect } from '@playwright/test';
import type { APIRequestContext, APIResponse } from '@playwright/test';

import { tinyPng } from './test-files';

export const bearer = (s: Session) => ({ Authorization: `Bearer ${s.access_token}` });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The calls of the specs that run the product over several API instances (the product host's
 * balancer, the nginx front): students made through the API, as the shell's transport sends
 * them. `api` is read at each call, since a spec opens its request context in `beforeAll`.
 */
export class InstanceCalls {
  /** How many answers were 503 + Retry-After and sent again. */
  repeated = 0;
  private counter = 0;

  constructor(
    private readonly api: () => APIRequestContext,
    /** Tells this spec's e-mail addresses and NIMs from another's on a shared database. */
    private readonly prefix: string,
    private readonly nimPrefix: string,
  ) {}

  /** A 503 with Retry-After reached no instance: repeated, as the shell's transport does. */
  async send(call: () => Promise<APIResponse>): Promise<APIResponse> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await call();
      if (response.status() !== 503 || !response.headers()['retry-after'] || attempt === 30)
        return response;
      this.repeated += 1;
      await sleep(300);
    }
  }

  newEmail(): string {
    this.counter += 1;
    return `${this.prefix}-${Date.now()}-${this.counter}@e2e.test`;
  }

  signUp(email: string) {
    return this.api().post(`${API_BASE_PATH}/auth/registration`, {
      data: {
        name: `Mahasiswa ${this.counter}`,
        email,
        password: 'rahasia-123',
        consent_version: PRIVACY_NOTICE_VERSION,
      },
    });
  }

  /** A signed-up student with a complete profile. */
  async student(): Promise<Session> {
    const created = await this.send(() => this.signUp(this.newEmail()));
    expect(created.status()).toBe(201);
    const session = ((await created.json()) as { Data: Session }).Data;
    const profile = await this.send(() =>
      this.api().post(`${API_BASE_PATH}/profile/my`, {
        headers: bearer(session),
        data: {
          name: session.user.name,
          phone: '081234567890',
          major: 'S1 Informatika',
          institusi: 'Universitas Indonesia',
          nim: `${this.nimPrefix}${Date.now() % 1_000_000}${this.counter}`,
          socmed_document: 'https://drive.example.com/bukti.png',
          ...PROFILE_PLACEHOLDERS,
        },
      }),
    );
    expect(profile.status()).toBe(200);
    return session;
  }

  /** A hackathon team registered by `leader`, with its payment proof. */
  registerTeam(leader: Session, name: string) {
    return this.api().post(`${API_BASE_PATH}/team/registration/hackathon`, {
      headers: bearer(leader),
      multipart: {
        team_name: name,
        supervisor: 'Dr. Budi Santoso',
        supervisor_nidn: '0012345678',
        bukti_pembayaran: { name: 'bukti.png', mimeType: 'image/png', buffer: tinyPng() },
      },
    });
  }
}
