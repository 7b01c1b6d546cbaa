import { webcrypto } from 'node:crypto';

import { parseTicketCode } from '../ticket-code';
import { verifyTicketSignature } from '../verify-signature';
import { ticketKeys } from './ticket-keys';

const keys = ticketKeys();
const ID = 'SEM-00112233445566AA';

function signed(code: string) {
  const parsed = parseTicketCode(code);
  if (parsed.kind !== 'signed') throw new Error(`not a GCW2 code: ${code}`);
  return parsed;
}

// WebCrypto's Ed25519 where the browser has it, @noble/ed25519 where it does not (no subtle).
describe.each([
  ['WebCrypto', webcrypto.subtle as SubtleCrypto],
  ['@noble/ed25519', undefined],
])('%s', (_name, subtle) => {
  it('accepts a ticket signed with the ticket key and nothing else', async () => {
    const good = signed(keys.code(ID));
    expect(await verifyTicketSignature(keys.publicKey, good.message, good.signature, subtle)).toBe(
      true,
    );
    // Another ticket's signature, another key, a changed byte, a cut signature: all refused.
    const other = signed(keys.code('SEM-00112233445566AB'));
    expect(await verifyTicketSignature(keys.publicKey, good.message, other.signature, subtle)).toBe(
      false,
    );
    const stranger = ticketKeys();
    expect(
      await verifyTicketSignature(stranger.publicKey, good.message, good.signature, subtle),
    ).toBe(false);
    const flipped = `${good.signature.slice(0, 10)}${good.signature[10] === 'A' ? 'B' : 'A'}${good.signature.slice(11)}`;
    expect(await verifyTicketSignature(keys.publicKey, good.message, flipped, subtle)).toBe(false);
    expect(
      await verifyTicketSignature(
        keys.publicKey,
        good.message,
        good.signature.slice(0, 40),
        subtle,
      ),
    ).toBe(false);
    expect(
      await verifyTicketSignature(keys.publicKey, good.message, 'not+base64url!', subtle),
    ).toBe(false);
  });
});

it('falls back to the library when WebCrypto has no Ed25519', async () => {
  const noEd25519 = {
    importKey: () => Promise.reject(new DOMException('Unrecognized name.', 'NotSupportedError')),
  } as unknown as SubtleCrypto;
  const good = signed(keys.code(ID));
  const stranger = ticketKeys();
  // A key not used before, so the verifier is built afresh for this subtle.
  const code = signed(stranger.code(ID));
  expect(
    await verifyTicketSignature(stranger.publicKey, code.message, code.signature, noEd25519),
  ).toBe(true);
  expect(
    await verifyTicketSignature(stranger.publicKey, good.message, good.signature, noEd25519),
  ).toBe(false);
});
