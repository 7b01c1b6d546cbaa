import { request } from 'node:http';

export interface StreamedAnswer {
  status: number;
  /** The answer's body as text. */
  text: string;
}

/**
 * POSTs `body` in 64 KiB writes, as a browser or the product host streams an upload, so that
 * a refusal can be decided while the body is still on its way. Rejects on a connection error
 * (what a reset, or a proxy's 502, is to the sender).
 */
export function streamedPost(
  url: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<StreamedAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(body.length) },
      agent: false,
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, text }));
    });
    req.on('error', reject);
    let offset = 0;
    const next = () => {
      if (offset >= body.length) return void req.end();
      if (req.write(body.subarray(offset, (offset += 64 * 1024)))) setImmediate(next);
      else req.once('drain', next);
    };
    next();
  });
}
