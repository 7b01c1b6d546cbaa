/** base64url (no padding) to bytes; null when it is not base64url. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

type Bytes = Uint8Array<ArrayBuffer>;
type Verify = (signature: Bytes, message: Bytes) => Promise<boolean>;

const verifiers = new Map<string, Promise<Verify>>();

/** WebCrypto's Ed25519 (Chrome 137+, Safari 17+, Firefox 129+, secure pages only), or null. */
async function webCryptoVerifier(subtle: SubtleCrypto | undefined, key: Bytes) {
  if (!subtle) return null;
  try {
    const imported = await subtle.importKey('raw', key, { name: 'Ed25519' }, false, ['verify']);
    return (signature: Bytes, message: Bytes) =>
      subtle.verify({ name: 'Ed25519' }, imported, signature, message);
  } catch {
    return null; // no Ed25519 in this browser's WebCrypto
  }
}

/** @noble/ed25519, loaded only on a phone whose browser cannot verify Ed25519 itself. */
async function nobleVerifier(key: Bytes): Promise<Verify> {
  const [ed, { sha512 }] = await Promise.all([
    import('@noble/ed25519'),
    import('@noble/hashes/sha2.js'),
  ]);
  // Plain-http pages have no crypto.subtle for the library's own SHA-512 either.
  ed.hashes.sha512 = sha512;
  return async (signature, message) => {
    try {
      // Strict RFC 8032, as the server and WebCrypto verify.
      return ed.verify(signature, message, key, { zip215: false });
    } catch {
      return false;
    }
  };
}

/**
 * Whether `signature` (base64url) is the ticket key's Ed25519 signature of `message`: what lets
 * a door admit a ticket offline without holding any secret (ADR 0020).
 */
export async function verifyTicketSignature(
  publicKey: string,
  message: string,
  signature: string,
  subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle,
): Promise<boolean> {
  const key = fromBase64Url(publicKey);
  const sig = fromBase64Url(signature);
  if (!key || key.length !== 32 || !sig || sig.length !== 64) return false;
  const cacheKey = `${subtle ? 'web' : 'noble'}:${publicKey}`;
  let verifier = verifiers.get(cacheKey);
  if (!verifier) {
    verifier = webCryptoVerifier(subtle, key).then((web) => web ?? nobleVerifier(key));
    verifiers.set(cacheKey, verifier);
  }
  return (await verifier)(sig, new TextEncoder().encode(message));
}

/** Whether a scanned code is a GCW2 ticket signed with this key (false for any other code). */
export async function isGenuineCode(
  publicKey: string | undefined,
  code: { kind: string; message?: string; signature?: string },
): Promise<boolean> {
  if (code.kind !== 'signed' || !publicKey || !code.message || !code.signature) return false;
  return verifyTicketSignature(publicKey, code.message, code.signature);
}
