/**
 * The origin links in mails point into (the API's APP_ORIGIN). Unless APP_ORIGIN says
 * otherwise it is the address this host serves, so that `PORT=3650 npm start` sends links to
 * port 3650 rather than to the API's own default of port 3000.
 */
export interface MailLinkOrigin {
  origin: string;
  /** Set by APP_ORIGIN, or the address served here. */
  fromEnv: boolean;
  /** The host listens on every interface, and a `localhost` link opens on this computer only. */
  localOnly: boolean;
}

const WILDCARD = new Set(['0.0.0.0', '::', '[::]', '']);

/** The URL of a host listening on `host:port`; `localhost` when it listens on every interface. */
export function servedOrigin(host: string, port: number): string {
  const name = WILDCARD.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export function mailLinkOrigin(env: NodeJS.ProcessEnv, host: string, port: number): MailLinkOrigin {
  const configured = env.APP_ORIGIN?.trim();
  if (configured) {
    // As the API reads it (config-mail.ts): the origin of the URL; a bad one stops the API.
    const origin = URL.canParse(configured) ? new URL(configured).origin : configured;
    return { origin, fromEnv: true, localOnly: false };
  }
  return { origin: servedOrigin(host, port), fromEnv: false, localOnly: WILDCARD.has(host) };
}

/** The line printed at start. */
export function mailLinkLine({ origin, fromEnv }: MailLinkOrigin): string {
  return fromEnv
    ? `Links in mails open ${origin} (APP_ORIGIN)`
    : `Links in mails open ${origin} (the address served here; APP_ORIGIN sets another)`;
}

/**
 * One warning line when students could not open the links: the origin does not answer this
 * host's `/healthz` from here, or it is `localhost` while the product listens for other computers.
 */
export async function mailLinkWarning(
  link: MailLinkOrigin,
  timeoutMs = 3000,
): Promise<string | null> {
  const problem = await fetch(`${link.origin}/healthz`, { signal: AbortSignal.timeout(timeoutMs) })
    .then((res) => (res.ok ? null : `it answers ${res.status}`))
    .catch((error: { message?: string; cause?: { code?: string; message?: string } }) => {
      const reason = error.cause?.code ?? error.cause?.message ?? error.message;
      return `it does not answer (${reason ?? 'no answer'})`;
    });
  if (problem) {
    return `Warning: links in mails open ${link.origin}, but ${problem}. Students cannot verify their address or reset a password until APP_ORIGIN names the address they open.`;
  }
  if (link.localOnly) {
    return `Warning: links in mails open ${link.origin}, which only this computer can open. Set APP_ORIGIN to the address students open (e.g. http://<this machine's name or IP>:${new URL(link.origin).port}).`;
  }
  return null;
}
