/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { pageDocument } from '../../../../tools/build-config/src/prerender/page-document';
import { createRemoteHost } from '../../remote-host';

const SHELL = path.resolve(__dirname, '..', '..', '..', '..', 'shell');
const LINK = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';

describe('the favicon', () => {
  it("is linked from the shell's page template", () => {
    expect(readFileSync(path.join(SHELL, 'src', 'app', 'index.html'), 'utf8')).toContain(LINK);
  });

  it('is linked from the head of every prerendered page', () => {
    const html = pageDocument({
      html: '<main></main>',
      styleTags: '',
      title: 'Masuk',
      islands: '',
    });
    expect(html.slice(0, html.indexOf('</head>'))).toContain(LINK);
  });

  it('is served from the product root as an SVG, revalidated so a new one is seen', async () => {
    const host = await createRemoteHost({ root: path.join(SHELL, 'public'), spaFallback: true });
    try {
      await host.listen({ port: 0, host: '127.0.0.1' });
      const { port } = host.server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/favicon.svg`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const svg = await res.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 32 32">/);
      expect(svg.length).toBeLessThan(1024);
    } finally {
      await host.close();
    }
  });
});
