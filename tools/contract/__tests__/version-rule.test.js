const { minimumVersion, signatureExcerpt } = require('../version-rule.cjs');
const { makeRepo, removeRepos } = require('./fixture-repo.cjs');

afterEach(removeRepos);

const V1 = `
export const LIMIT = 3;
export function greet(name: string): string { return 'hi ' + name; }
export interface User { id: number; name: string; }
`;

/** A repo whose snapshot was written at 1.0.0 with the exports of V1. */
function recorded() {
  const repo = makeRepo({ index: V1 });
  expect(repo.run(true).ok).toBe(true);
  return repo;
}

/** @param {{ problems: string[] }} result */
const text = (result) => result.problems.join('\n');

describe('version rule', () => {
  it('passes when the exports and the version match the snapshot', () => {
    const repo = recorded();
    const result = repo.run();
    expect(result).toMatchObject({ ok: true, problems: [] });
    expect(result.notes.join('\n')).toContain('matches the 3 exports');
  });

  it('asks for --write when there is no snapshot yet', () => {
    const result = makeRepo({ index: V1 }).run();
    expect(result.ok).toBe(false);
    expect(text(result)).toContain('shared/contract-api.json does not exist yet');
    expect(text(result)).toContain('node tools/contract/check.mjs --write');
  });

  it('fails an added export with only a patch bump, naming it and the smallest minor', () => {
    const repo = recorded();
    repo.setIndex(`${V1}export const added = (n: number) => n * 2;\n`);
    repo.setVersion('1.0.1');
    const result = repo.run();
    expect(result.ok).toBe(false);
    expect(text(result)).toContain('added:   added');
    expect(text(result)).toContain('the smallest valid version is 1.1.0');
    expect(text(result)).toContain('Bump "version" in shared/package.json to at least 1.1.0');
  });

  it('accepts an added export with a minor bump once the snapshot is written', () => {
    const repo = recorded();
    repo.setIndex(`${V1}export const added = 1;\n`);
    repo.setVersion('1.1.0');
    const before = repo.run();
    expect(before.ok).toBe(false); // the version is right, but the snapshot lags behind
    expect(text(before)).toContain(
      'version 1.1.0 allows it, but shared/contract-api.json still records 1.0.0',
    );
    expect(repo.run(true).ok).toBe(true);
    expect(repo.run().ok).toBe(true);
  });

  it('fails a removed export with a minor bump: a major one is needed', () => {
    const repo = recorded();
    repo.setIndex(V1.replace('export const LIMIT = 3;', ''));
    repo.setVersion('1.1.0');
    const result = repo.run();
    expect(text(result)).toContain('removed: LIMIT');
    expect(text(result)).toContain('needs a major bump; the smallest valid version is 2.0.0');
  });

  it('treats a changed signature as breaking and shows what changed', () => {
    const repo = recorded();
    repo.setIndex(V1.replace('greet(name: string)', 'greet(name: string, loud: boolean)'));
    repo.setVersion('1.1.0');
    const result = repo.run();
    expect(text(result)).toContain('changed: greet');
    expect(text(result)).toContain('was: (name: string) => string');
    expect(text(result)).toContain('now: (name: string, loud: boolean) => string');
    expect(text(result)).toContain('the smallest valid version is 2.0.0');
  });

  it('counts optional members added to an interface as a minor change, since = that version', () => {
    const repo = recorded();
    repo.setIndex(V1.replace('name: string; }', 'name: string; email?: string; greet?(): void; }'));
    repo.setVersion('1.0.1');
    const tooSmall = repo.run();
    expect(text(tooSmall)).toContain('extended: User (added email, greet)');
    expect(text(tooSmall)).toContain('only gained members, which needs at least a minor bump');
    expect(text(tooSmall)).toContain('the smallest valid version is 1.1.0');
    repo.setVersion('1.1.0');
    expect(repo.run(true).ok).toBe(true);
    expect(repo.snapshot().exports.User.since).toBe('1.1.0');
    expect(repo.snapshot().exports.LIMIT.since).toBe('1.0.0');
  });

  it('counts rows added to a read-only table as a minor change, a changed row as breaking', () => {
    const table = "export const PATHS = { home: '/', login: '/auth/login' } as const;";
    const repo = makeRepo({ index: `${V1}${table}` });
    expect(repo.run(true).ok).toBe(true);
    repo.setIndex(
      `${V1}${table.replace("login: '/auth/login'", "login: '/auth/login', about: '/about'")}`,
    );
    repo.setVersion('1.0.1');
    expect(text(repo.run())).toContain('extended: PATHS (added about)');
    expect(text(repo.run())).toContain('the smallest valid version is 1.1.0');
    repo.setVersion('1.1.0');
    expect(repo.run(true).ok).toBe(true);
    repo.setIndex(`${V1}${table.replace("'/auth/login'", "'/masuk'")}`);
    repo.setVersion('1.2.0');
    expect(text(repo.run())).toContain('changed: PATHS');
  });

  it('still counts a required member added, or an optional one beside another change, as breaking', () => {
    for (const body of [
      'name: string; email: string; }',
      'name: string | null; email?: string; }',
      'email?: string; }',
    ]) {
      const repo = recorded();
      repo.setIndex(V1.replace('name: string; }', body));
      repo.setVersion('1.1.0');
      const result = repo.run();
      expect(text(result)).toContain('changed: User');
      expect(text(result)).toContain('the smallest valid version is 2.0.0');
    }
  });

  it('treats a changed interface as breaking too', () => {
    const repo = recorded();
    repo.setIndex(V1.replace('name: string; }', 'name: string; email: string; }'));
    repo.setVersion('1.0.1');
    const result = repo.run();
    expect(text(result)).toContain('changed: User');
    expect(text(result)).toContain('2.0.0');
  });

  it('reports a snapshot left behind by a version bump without export changes as stale', () => {
    const repo = recorded();
    repo.setVersion('1.0.1');
    const result = repo.run();
    expect(result.ok).toBe(false);
    expect(text(result)).toContain(
      'shared/contract-api.json is stale: it records version 1.0.0, shared/package.json says 1.0.1, and the exports are unchanged',
    );
    expect(text(result)).toContain('--write');
    expect(repo.run(true).ok).toBe(true); // a patch bump alone is fine to record
    expect(repo.snapshot().version).toBe('1.0.1');
  });

  it('refuses a version lower than the recorded one', () => {
    const repo = recorded();
    repo.setVersion('0.9.0');
    expect(text(repo.run())).toContain('lower than 1.0.0 recorded in shared/contract-api.json');
    expect(repo.run(true).ok).toBe(false);
  });

  it('reports a version that is not semver', () => {
    const repo = recorded();
    repo.setVersion('next');
    expect(text(repo.run())).toContain('"next", which is not a semantic version');
  });
});

describe('--write', () => {
  it('records every export with since = the version on the first write', () => {
    const repo = makeRepo({ index: V1 });
    const result = repo.run(true);
    expect(result.notes[0]).toBe(
      'Wrote shared/contract-api.json for @gcw/shared 1.0.0 (3 exports, since 1.0.0).',
    );
    expect(repo.snapshot()).toEqual({
      version: '1.0.0',
      exports: {
        LIMIT: { kind: 'value', signature: '3', since: '1.0.0' },
        User: {
          kind: 'type',
          signature: 'interface User { id: number; name: string; }',
          since: '1.0.0',
        },
        greet: { kind: 'value', signature: '(name: string) => string', since: '1.0.0' },
      },
    });
  });

  it('keeps since of unchanged exports and sets it for added and changed ones', () => {
    const repo = recorded();
    repo.setIndex(`${V1.replace('LIMIT = 3', "LIMIT = 'many'")}export type Id = number;\n`);
    repo.setVersion('2.0.0');
    const result = repo.run(true);
    expect(result.ok).toBe(true);
    expect(result.notes[0]).toBe(
      'Wrote shared/contract-api.json for @gcw/shared 2.0.0: added Id; changed LIMIT.',
    );
    const { version, exports } = repo.snapshot();
    expect(version).toBe('2.0.0');
    expect(exports.Id.since).toBe('2.0.0');
    expect(exports.LIMIT).toEqual({ kind: 'value', signature: '"many"', since: '2.0.0' });
    expect(exports.greet.since).toBe('1.0.0');
    expect(exports.User.since).toBe('1.0.0');
  });

  it('refuses when the bump is too small and leaves the snapshot alone', () => {
    const repo = recorded();
    const before = repo.snapshot();
    repo.setIndex(`${V1}export const added = 1;\n`);
    repo.setVersion('1.0.1');
    const result = repo.run(true);
    expect(result.ok).toBe(false);
    expect(text(result)).toContain('Not writing shared/contract-api.json');
    expect(text(result)).toContain('1.1.0');
    expect(repo.snapshot()).toEqual(before);
  });

  it('says so when there is nothing to record', () => {
    const repo = recorded();
    expect(repo.run(true).notes[0]).toBe(
      'shared/contract-api.json is up to date (@gcw/shared 1.0.0).',
    );
  });
});

describe('minimumVersion', () => {
  it.each([
    ['1.4.2', 'none', '1.4.2'],
    ['1.4.2', 'minor', '1.5.0'],
    ['1.4.2', 'major', '2.0.0'],
    ['0.1.0', 'minor', '0.2.0'],
    ['0.1.0', 'major', '1.0.0'],
    ['2.0.0-rc.1', 'minor', '2.1.0'],
  ])('%s + %s → %s', (base, bump, expected) => {
    expect(minimumVersion(base, /** @type {any} */ (bump))).toBe(expected);
  });
});

describe('signatureExcerpt', () => {
  it('shows where two long signatures part', () => {
    const common = 'x'.repeat(500);
    const excerpt = signatureExcerpt(`${common}A tail`, `${common}B tail`);
    expect(excerpt.was).toBe(`…${'x'.repeat(40)}A tail`);
    expect(excerpt.now).toBe(`…${'x'.repeat(40)}B tail`);
  });
});
