import { API_BASE_PATH } from '@gcw/shared/contract';

import type { Tally } from './tally';

/** The API's envelope: `Data` on success, an Indonesian `Message` on a refusal. */
interface Envelope<T> {
  Data?: T;
  Message?: string;
}

export interface FilePart {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

type Body = Record<string, unknown> | undefined;
type Parts = Record<string, string | FilePart>;

interface RefreshedSession {
  access_token: string;
  refresh_token: string;
}

/**
 * The calls the pages make, sent through the product's own URL (the host proxies `/api` as it
 * does for the browser). Every answer is counted in the tally; a refusal throws with its Message.
 * Given a refresh token, an expired access token is refreshed once for all the calls waiting on
 * it, as the shell's transport does (a long rehearsal outlives the 15-minute access token).
 */
export class HttpClient {
  private refreshing: Promise<void> | null = null;

  constructor(
    private readonly base: string,
    private readonly tally: Tally,
    private readonly who: string,
    private token: string | null = null,
    private refreshToken: string | null = null,
  ) {}

  as(token: string, who: string, refreshToken: string | null = null): HttpClient {
    return new HttpClient(this.base, this.tally, who, token, refreshToken);
  }

  private refresh(): Promise<void> {
    this.refreshing ??= (async () => {
      const pair = await this.as('', this.who).post<RefreshedSession>(
        `${API_BASE_PATH}/auth/refresh-token`,
        { refresh_token: this.refreshToken },
      );
      this.token = pair.access_token;
      this.refreshToken = pair.refresh_token;
    })().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async send<T>(
    method: string,
    path: string,
    body: BodyInit | undefined,
    json: boolean,
    retried = false,
  ): Promise<T> {
    const url = `${this.base}${path}`;
    const headers: Record<string, string> = {};
    const sentWith = this.token;
    if (sentWith) headers.Authorization = `Bearer ${sentWith}`;
    if (json) headers['Content-Type'] = 'application/json';
    const response = await fetch(url, { method, headers, body });
    this.tally.answer(response.status, method, url, this.who);
    if (response.status === 401 && sentWith && this.refreshToken && !retried) {
      // Another call may have refreshed already: only a token nobody replaced is refreshed.
      if (this.token === sentWith) await this.refresh();
      return this.send<T>(method, path, body, json, true);
    }
    const text = await response.text();
    const parsed = (text ? JSON.parse(text) : {}) as Envelope<T>;
    if (!response.ok)
      throw new Error(
        `${method} ${path} (${this.who}): ${response.status} ${parsed.Message ?? text}`,
      );
    return parsed.Data as T;
  }

  get<T>(path: string): Promise<T> {
    return this.send<T>('GET', path, undefined, false);
  }

  post<T>(path: string, body?: Body): Promise<T> {
    return this.send<T>('POST', path, body ? JSON.stringify(body) : undefined, Boolean(body));
  }

  put<T>(path: string, body: Body): Promise<T> {
    return this.send<T>('PUT', path, JSON.stringify(body), true);
  }

  /** A form with files, as the upload fields send it. */
  multipart<T>(path: string, parts: Parts): Promise<T> {
    const form = new FormData();
    for (const [name, value] of Object.entries(parts)) {
      if (typeof value === 'string') form.append(name, value);
      else
        form.append(
          name,
          new Blob([new Uint8Array(value.buffer)], { type: value.mimeType }),
          value.name,
        );
    }
    return this.send<T>('POST', path, form, false);
  }
}

/** Runs `work` over `items`, `size` at a time (a small batch of students at once). */
export async function inBatches<T, R>(
  items: readonly T[],
  size: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    const batch = items.slice(start, start + size);
    results.push(...(await Promise.all(batch.map((item, i) => work(item, start + i)))));
  }
  return results;
}
