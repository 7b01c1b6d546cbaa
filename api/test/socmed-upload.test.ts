import { R, completeProfile, describeEachDb } from './support/harness';
import type { Harness, Session } from './support/harness';
import { PDF, PNG, EXE, multipart } from './support/multipart';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 1)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.alloc(4),
  Buffer.from('WEBP'),
  Buffer.alloc(32),
]);

function upload(h: Harness, who: Session, bytes: Buffer, name = 'proof.png', type = 'image/png') {
  const form = multipart({}, { field: 'socmed_document', name, type, bytes });
  return h.request('POST', `${R}/profile/my/socmed-document`, {
    token: who.token,
    payload: form.payload,
    headers: form.headers,
  });
}

const profile = async (h: Harness, who: Session) =>
  (await h.request('GET', `${R}/profile/my`, { token: who.token })).json().Data;

describeEachDb('social-media proof upload', (h) => {
  test('an old link keeps showing until an image replaces it; the image becomes socmed_document', async () => {
    const me = await h.user({ socmed_document: 'https://drive.example.com/old' });
    expect((await profile(h, me)).socmed_document).toBe('https://drive.example.com/old');
    const refused = await upload(h, me, PDF, 'proof.pdf', 'application/pdf');
    expect(refused.statusCode).toBe(400);
    expect((await profile(h, me)).socmed_document).toBe('https://drive.example.com/old');
    const res = await upload(h, me, PNG);
    expect(res.statusCode).toBe(200);
    const url = res.json().Data.socmed_document as string;
    expect(url).toMatch(/^\/api\/v1\/gcw\/resources\/files\/[0-9a-f-]{36}$/);
    expect((await profile(h, me)).socmed_document).toBe(url);
    // Saving the profile again with that URL keeps it.
    const saved = await h.request('POST', `${R}/profile/my`, {
      token: me.token,
      body: completeProfile({ socmed_document: url }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().Data.socmed_document).toBe(url);
  });

  test('PNG, JPEG and WebP are accepted by their bytes; PDF, an EXE named .png and empty are refused', async () => {
    const me = await h.user();
    for (const bytes of [PNG, JPEG, WEBP])
      expect((await upload(h, me, bytes)).statusCode).toBe(200);
    const fake = await upload(h, me, EXE, 'proof.png', 'image/png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({
      Message: 'Bukti media sosial harus berupa berkas PNG, JPEG atau WebP',
      Errors: { socmed_document: 'Bukti media sosial harus berupa berkas PNG, JPEG atau WebP' },
    });
    expect((await upload(h, me, PDF, 'a.pdf', 'application/pdf')).statusCode).toBe(400);
    expect((await upload(h, me, Buffer.alloc(0))).statusCode).toBe(400);
  });

  test('the same size cap as the other uploads', async () => {
    const me = await h.user();
    const big = await upload(h, me, Buffer.concat([PNG, Buffer.alloc(h.config.uploadMaxBytes)]));
    expect(big.statusCode).toBe(413);
  });

  test('the owner and admins read the image; another student, a teammate and no token do not', async () => {
    const leader = await h.user();
    const team = (await h.registerTeam(leader, 'hackathon')).json().Data;
    const mate = await h.user();
    expect(
      (
        await h.request('POST', `${R}/team/registration/join/${team.join_code}`, {
          token: mate.token,
        })
      ).statusCode,
    ).toBe(200);
    const url = (await upload(h, leader, PNG)).json().Data.socmed_document as string;
    const own = await h.request('GET', url, { token: leader.token });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.equals(PNG)).toBe(true);
    const admin = await h.admin();
    expect((await h.request('GET', url, { token: admin.token })).statusCode).toBe(200);
    const stranger = await h.user();
    expect((await h.request('GET', url, { token: stranger.token })).statusCode).toBe(403);
    expect((await h.request('GET', url, { token: mate.token })).statusCode).toBe(403);
    expect((await h.request('GET', url)).statusCode).toBe(401);
  });

  test("a profile cannot point socmed_document at someone else's file", async () => {
    const owner = await h.user();
    const url = (await upload(h, owner, PNG)).json().Data.socmed_document as string;
    const thief = await h.user();
    const res = await h.request('POST', `${R}/profile/my`, {
      token: thief.token,
      body: completeProfile({ socmed_document: url }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual({
      socmed_document: 'Bukti media sosial harus berupa gambar yang Anda unggah sendiri.',
    });
    const junk = await h.request('POST', `${R}/profile/my`, {
      token: thief.token,
      body: completeProfile({ socmed_document: 'not a link' }),
    });
    expect(junk.statusCode).toBe(400);
  });
});
