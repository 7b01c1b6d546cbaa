import { generateKeyPairSync, sign } from 'node:crypto';

/**
 * A ticket key pair as the API holds one (api/src/core/ticket-signer.ts): the raw
 * public key a door downloads, and GCW2 codes signed with the private half.
 */
export function ticketKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const spki = publicKey.export({ format: 'der', type: 'spki' });
  return {
    publicKey: spki.subarray(spki.length - 32).toString('base64url'),
    code(ticketId: string) {
      const message = `GCW2.${ticketId}`;
      return `${message}.${sign(null, Buffer.from(message), privateKey).toString('base64url')}`;
    },
  };
}
