import type { InjectOptions } from 'fastify';

import type { Operation } from './fuzz-operations';
import {
  BAD_BODIES,
  BAD_HEADERS,
  BAD_QUERIES,
  BAD_QUERY_VALUES,
  BAD_SEGMENTS,
  BAD_TEXTS,
} from './fuzz-values';

/** A small deterministic generator, so a failing request can be found again from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface Tokens {
  user: string;
  admin: string;
}

const HEADER_CASES = Object.entries(BAD_HEADERS).flatMap(([name, values]) =>
  values.map((value) => [name, value] as const),
);

/** What one request varies; the rest of it is filled in at random (a token, maybe a body). */
interface Case {
  op: Operation;
  segments?: Record<string, string>;
  query?: string;
  header?: readonly [string, string];
}

/**
 * Every path parameter of every operation with every bad value (the others valid), every
 * documented query parameter with every bad value, and every header the API reads on every
 * operation (its values taken in turn along the operations): sent whatever the run's size.
 */
function systematicCases(operations: Operation[]): Case[] {
  return operations.flatMap((op, index) => [
    ...op.params.flatMap((param) =>
      BAD_SEGMENTS.map((value) => ({ op, segments: { [param.name]: value } })),
    ),
    ...op.query.flatMap((name) =>
      BAD_QUERY_VALUES.map((value) => ({ op, query: `${name}=${encodeURIComponent(value)}` })),
    ),
    ...Object.entries(BAD_HEADERS).map(([name, values]) => ({
      op,
      header: [name, values[index % values.length]!] as const,
    })),
  ]);
}

function pathOf(op: Operation, segments: Record<string, string>) {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    name in segments ? segments[name]! : (op.params.find((p) => p.name === name)?.valid ?? '1'),
  );
}

/**
 * `count` malformed requests: the systematic cases first (evenly thinned when `count` is
 * smaller), then random ones over every operation in turn: bad path segments, query strings,
 * headers, broken or hostile bodies. Most carry a real token (a student's or an admin's), so
 * the checks behind the sign-in are reached too.
 */
export function fuzzRequests(
  operations: Operation[],
  count: number,
  tokens: Tokens,
  seed = 1,
): InjectOptions[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const systematic = systematicCases(operations);
  const step = Math.max(1, systematic.length / count);
  const cases: Case[] = [];
  for (let i = 0; i < systematic.length && cases.length < count; i += step)
    cases.push(systematic[Math.floor(i)]!);
  for (let i = 0; cases.length < count; i += 1) {
    const op = operations[i % operations.length]!;
    const segments = Object.fromEntries(
      op.params.filter(() => next() < 0.6).map((p) => [p.name, pick(BAD_SEGMENTS)]),
    );
    const query =
      next() < 0.5
        ? op.query.length > 0 && next() < 0.5
          ? `${pick(op.query)}=${encodeURIComponent(pick(BAD_QUERY_VALUES))}`
          : pick(BAD_QUERIES)
        : undefined;
    cases.push({ op, segments, query, header: next() < 0.3 ? pick(HEADER_CASES) : undefined });
  }
  return cases.map(({ op, segments = {}, query, header }) => {
    const headers: Record<string, string> = {};
    // A real token sent to logout would end the probe's own session for the rest of the run.
    const who = op.path.endsWith('/auth/logout') ? 0.9 : next();
    if (who < 0.45) headers.authorization = `Bearer ${tokens.admin}`;
    else if (who < 0.85) headers.authorization = `Bearer ${tokens.user}`;
    else if (who < 0.95) headers.authorization = pick(BAD_HEADERS.authorization!);
    let payload: string | Buffer | undefined;
    const fields = Object.keys(op.properties);
    if (op.method !== 'GET' && op.method !== 'DELETE') {
      if (fields.length > 0 && next() < 0.6) {
        const body: Record<string, unknown> = {};
        for (const field of fields) body[field] = next() < 0.5 ? pick(BAD_TEXTS) : 'valid text';
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(body);
      } else {
        const bad = pick(BAD_BODIES);
        if (bad.type) headers['content-type'] = bad.type;
        payload = bad.payload;
      }
    }
    // The varied header last: it replaces the token or the body's type it names.
    if (header) headers[header[0]] = header[1];
    return {
      method: op.method as InjectOptions['method'],
      url: `${pathOf(op, segments)}${query ? `?${query}` : ''}`,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    };
  });
}
