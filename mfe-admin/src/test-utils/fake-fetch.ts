/** jsdom has neither fetch nor object URLs: files and CSV downloads go through these fakes. */
export function installFakeFetch(answer: { status: number; body?: string; type?: string }) {
  const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => ({
    ok: answer.status >= 200 && answer.status < 300,
    status: answer.status,
    json: async () => JSON.parse(answer.body ?? '{}') as unknown,
    blob: async () => new Blob([answer.body ?? ''], { type: answer.type ?? 'text/plain' }),
  }));
  Object.assign(globalThis, { fetch: fetchMock });
  Object.assign(URL, {
    createObjectURL: jest.fn(() => 'blob:fake-object-url'),
    revokeObjectURL: jest.fn(),
  });
  // jsdom cannot navigate: the download link's click is only recorded.
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return fetchMock;
}
