import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders } from 'node:http';

// Hop-by-hop: about one connection, never passed on (RFC 9110 7.6.1).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

function endToEnd(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = String(headers.connection ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim());
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !named.includes(name)) out[name] = value;
  }
  return out;
}

/** What goes to the instance: the client's headers, and its address (the API rate-limits by it). */
export function requestHeaders(
  headers: IncomingHttpHeaders,
  clientIp: string,
  protocol: string,
): OutgoingHttpHeaders {
  return { ...endToEnd(headers), 'x-forwarded-for': clientIp, 'x-forwarded-proto': protocol };
}

/** What goes back to the client: the instance's headers without the connection's own. */
export function responseHeaders(response: IncomingMessage): OutgoingHttpHeaders {
  const out = endToEnd(response.headers);
  // Marks an instance's refusal while it closes (see api-proxy.ts): for the host only.
  delete out[CLOSING_HEADER];
  return out;
}

/** Set by the API on the 503 it answers while closing, without having run the request. */
export const CLOSING_HEADER = 'x-instance-closing';

// Fastify's own answer while closing (return503OnClosing), from an API without that header.
const FASTIFY_CLOSING_BODY =
  '{"error":"Service Unavailable","message":"Service Unavailable","statusCode":503}';

/** A small answer read whole (a 503 is decided on by its body), at most `maxBytes`. */
export async function readSmall(response: IncomingMessage, maxBytes = 64 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size > maxBytes) break;
  }
  return Buffer.concat(chunks);
}

/** Whether a 503 says the instance was closing and did not run the request. */
export function closingRefusal(response: IncomingMessage, body: Buffer): boolean {
  return Boolean(response.headers[CLOSING_HEADER]) || body.toString() === FASTIFY_CLOSING_BODY;
}
