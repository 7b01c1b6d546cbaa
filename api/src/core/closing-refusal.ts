import type { FastifyInstance } from 'fastify';

import { STATUS_MESSAGES } from './status-messages';

/** Marks a 503 of a closing instance: the request was not run, another instance may take it. */
export const CLOSING_HEADER = 'x-instance-closing';

// How long the listener stays open once closing: until no request came for QUIET_MS, at most
// MAX_OPEN_MS. Closing it sooner would reset connections a balancer opened just before (a
// connection the kernel accepted but the process had not read yet): for a write, the balancer
// cannot tell whether it ran. Refused with the closing 503 instead, it goes elsewhere, and the
// product host stops sending here at the first such refusal.
const QUIET_MS = 200;
const MAX_OPEN_MS = 2000;

/**
 * From the moment the server starts closing (SIGTERM), a new request is answered 503 with the
 * JSON `Message`, `Retry-After` and {@link CLOSING_HEADER}, without running it; requests already
 * running finish, and their connections close with their answers. Fastify's own 503 while
 * closing (`return503OnClosing`, turned off in server.ts) has no `Message`, and closes the
 * connection before the body is read.
 */
export function installClosingRefusal(app: FastifyInstance) {
  let closing = false;
  let lastRequestAt = 0;
  app.addHook('preClose', async () => {
    closing = true;
    lastRequestAt = Date.now();
    // Only a server that listens has balancers to wait for (not the tests' injected requests).
    if (!app.server.listening) return;
    const openedUntil = Date.now() + MAX_OPEN_MS;
    for (;;) {
      const wait = Math.min(lastRequestAt + QUIET_MS, openedUntil) - Date.now();
      if (wait <= 0) return;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  });
  // A request that was running when the close began ends its connection with its answer: a kept
  // connection would hold the close up until its keep-alive timeout.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    lastRequestAt = Date.now();
    return reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .header(CLOSING_HEADER, '1')
      .type('application/json; charset=utf-8')
      .send({ Message: STATUS_MESSAGES[503] });
  });
}
