/** Response headers as XMLHttpRequest gives them, one `name: value` per line. */
function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

const NO_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A `fetch` for the transport that reports upload progress, which fetch itself cannot: the
 * same request sent through XMLHttpRequest, answered as a Response, aborted by the request's
 * signal (the transport's timeout).
 */
export function fetchWithUploadProgress(onProgress: (percent: number) => void): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body =
      request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) {
          onProgress(Math.round((event.loaded / event.total) * 100));
        }
      };
      xhr.onload = () => {
        const status = xhr.status;
        resolve(
          new Response(NO_BODY_STATUSES.has(status) ? null : (xhr.response as Blob), {
            status,
            statusText: xhr.statusText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      // As fetch fails: a TypeError for the network, an AbortError for the signal.
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      const abort = () => {
        xhr.abort();
        reject(new DOMException('The request was aborted', 'AbortError'));
      };
      if (request.signal.aborted) abort();
      else request.signal.addEventListener('abort', abort, { once: true });
      xhr.send(body);
    });
  };
}
