import type { Page } from '@playwright/test';

export interface PostedClientError {
  status: number;
  body: Record<string, unknown>;
}

/** Every report the page sends to the API's client-error log, with the API's answer. */
export function watchClientErrors(page: Page): PostedClientError[] {
  const posted: PostedClientError[] = [];
  page.on('response', async (response) => {
    const request = response.request();
    if (!request.url().endsWith('/api/v1/client-errors') || request.method() !== 'POST') return;
    posted.push({
      status: response.status(),
      body: JSON.parse(request.postData() ?? '{}') as Record<string, unknown>,
    });
  });
  return posted;
}

/** What the shell pushed to the analytics data layer as `remote_error`. */
export async function remoteErrorsInDataLayer(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
      (entry) => entry.event === 'remote_error',
    ),
  );
}
