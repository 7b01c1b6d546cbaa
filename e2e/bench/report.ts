import { SINGLETON_PACKAGES } from '@gcw/shared/federation';

import type { FormFactor } from './bench-config';
import { cls, integer, kib, millis, ratio, seconds } from './format';
import type { Table } from './format';
import type { MedianFigures, PageMeasure, TapMeasure, Target } from './measure';
import type { DuplicationFigures } from './page-duplication';

/** The share list, and react-router: the code of react-router-dom lives in that package. */
export const SHARED_LIBRARIES = [...SINGLETON_PACKAGES, 'react-router'];

export interface Goal {
  goal: string;
  figure: string;
  met: boolean | null;
}

const ROWS: { key: keyof MedianFigures; label: string; show: (v: number) => string }[] = [
  { key: 'performance', label: 'performance score', show: integer },
  { key: 'accessibility', label: 'accessibility score', show: integer },
  { key: 'bestPractices', label: 'best practices score', show: integer },
  { key: 'fcpMs', label: 'FCP', show: seconds },
  { key: 'lcpMs', label: 'LCP', show: seconds },
  { key: 'tbtMs', label: 'TBT', show: millis },
  { key: 'cls', label: 'CLS', show: cls },
  { key: 'jsBeforeFcpBytes', label: 'JS before first paint (compressed)', show: kib },
  { key: 'requests', label: 'requests', show: integer },
  { key: 'wavesBeforeLcp', label: 'request waves before LCP', show: integer },
  { key: 'totalBytes', label: 'total bytes', show: kib },
];

const LANDING_GOALS: Partial<Record<keyof MedianFigures, string>> = {
  performance: '≥ 95 (desktop 100)',
  accessibility: '100',
  bestPractices: '≥ 96',
  lcpMs: '≤ 1.8 s',
  tbtMs: '≤ 100 ms',
  cls: '≤ 0.02',
  jsBeforeFcpBytes: '≤ 30 KiB',
  totalBytes: '≤ 1.15x the floor',
};

function find(pages: PageMeasure[], target: Target, path: string, formFactor: FormFactor) {
  return pages.find((p) => p.target === target && p.path === path && p.formFactor === formFactor);
}

const value = (page: PageMeasure | undefined, key: keyof MedianFigures) =>
  page?.median?.[key] ?? Number.NaN;

export function landingTable(pages: PageMeasure[], dup: DuplicationFigures): Table {
  const cells = (formFactor: FormFactor, key: keyof MedianFigures, show: (v: number) => string) => {
    const product = value(find(pages, 'product', '/', formFactor), key);
    const floor = value(find(pages, 'floor', '/', formFactor), key);
    return [show(product), show(floor), ratio(product, floor)];
  };
  const dupBytes = (name: string) => dup.byPage[name]?.bytes ?? Number.NaN;
  return {
    title: '/ (landing) against the floor (one plain bundle of the same page)',
    header: ['figure', 'mobile', 'floor', 'ratio', 'desktop', 'floor', 'ratio', 'goal (mobile)'],
    rows: [
      ...ROWS.map(({ key, label, show }) => [
        label,
        ...cells('mobile', key, show),
        ...cells('desktop', key, show),
        LANDING_GOALS[key] ?? '',
      ]),
      [
        'duplicated bytes (gzip)',
        kib(dupBytes('product /')),
        kib(dupBytes('floor /')),
        '',
        '',
        '',
        '',
        '0 for shared libraries',
      ],
    ],
  };
}

export function otherPagesTable(pages: PageMeasure[], dup: DuplicationFigures): Table {
  const paths = ['/auth/login', '/dashboard/profile'];
  const goals: Partial<Record<keyof MedianFigures, string>> = {
    performance: 'login ≥ 90, profile ≥ 85 (mobile)',
    accessibility: '100',
    bestPractices: '≥ 96',
  };
  return {
    title: 'Other pages (/dashboard/profile signed in as a new student)',
    header: ['figure', ...paths.flatMap((p) => [`${p} mobile`, 'desktop']), 'goal'],
    rows: [
      ...ROWS.map(({ key, label, show }) => [
        label,
        ...paths.flatMap((p) => [
          show(value(find(pages, 'product', p, 'mobile'), key)),
          show(value(find(pages, 'product', p, 'desktop'), key)),
        ]),
        goals[key] ?? '',
      ]),
      [
        'duplicated bytes (gzip)',
        ...paths.flatMap((p) => [kib(dup.byPage[`product ${p}`]?.bytes ?? Number.NaN), '']),
        '',
      ],
    ],
  };
}

export function duplicationTable(dup: DuplicationFigures): Table {
  const columns = [
    ['/', dup.byPage['product /']],
    ['/auth/login', dup.byPage['product /auth/login']],
    ['/dashboard/profile', dup.byPage['product /dashboard/profile']],
    ['the three pages', dup.productPages],
    ['floor', dup.byPage['floor /']],
    ['all chunks built', dup.allBuiltChunks],
  ] as const;
  const cell = (d: (typeof columns)[number][1], library?: string) =>
    d ? kib(library ? (d.byLibrary[library] ?? 0) : d.bytes) : 'n/a';
  return {
    title: 'Duplicated bytes by library (gzip; modules in more than one chunk, beyond one copy)',
    header: ['library', ...columns.map(([name]) => name)],
    rows: [
      ...SHARED_LIBRARIES.map((library) => [library, ...columns.map(([, d]) => cell(d, library))]),
      ['every module', ...columns.map(([, d]) => cell(d))],
    ],
  };
}

const chunkList = (chunks: string[]) =>
  chunks.length <= 3
    ? chunks.join(', ')
    : `${chunks.slice(0, 3).join(', ')} and ${chunks.length - 3} more`;

/** Where the duplicated bytes of the three pages come from: the first modules to look at. */
export function topModulesTable(dup: DuplicationFigures): Table {
  return {
    title: 'Most duplicated modules (the three pages together)',
    header: ['module', 'copies', 'duplicated', 'in chunks'],
    rows: dup.productPages.top
      .slice(0, 10)
      .map((m) => [m.module, String(m.chunks.length), kib(m.bytes), chunkList(m.chunks)]),
  };
}

export function evaluateGoals(
  pages: PageMeasure[],
  tap: TapMeasure,
  dup: DuplicationFigures,
): Goal[] {
  const at = (
    path: string,
    formFactor: FormFactor,
    key: keyof MedianFigures,
    target: Target = 'product',
  ) => value(find(pages, target, path, formFactor), key);
  const check = (
    goal: string,
    figure: number,
    show: (v: number) => string,
    met: (v: number) => boolean,
  ): Goal => ({
    goal,
    figure: show(figure),
    met: Number.isFinite(figure) ? met(figure) : null,
  });
  const total = at('/', 'mobile', 'totalBytes');
  const floorTotal = at('/', 'mobile', 'totalBytes', 'floor');
  const sharedDup = SHARED_LIBRARIES.map((l) => [l, dup.productPages.byLibrary[l] ?? 0] as const);
  const sharedDupBytes = sharedDup.reduce((sum, [, bytes]) => sum + bytes, 0);
  const everyPage = pages.filter((p) => p.target === 'product');
  const lowest = (key: keyof MedianFigures) => Math.min(...everyPage.map((p) => value(p, key)));
  return [
    check('/ performance ≥ 95 (mobile)', at('/', 'mobile', 'performance'), integer, (v) => v >= 95),
    check('/ LCP ≤ 1.8 s (mobile)', at('/', 'mobile', 'lcpMs'), seconds, (v) => v <= 1800),
    check('/ TBT ≤ 100 ms (mobile)', at('/', 'mobile', 'tbtMs'), millis, (v) => v <= 100),
    check('/ CLS ≤ 0.02 (mobile)', at('/', 'mobile', 'cls'), cls, (v) => v <= 0.02),
    check(
      '/ JS before first paint ≤ 30 KiB compressed',
      at('/', 'mobile', 'jsBeforeFcpBytes'),
      kib,
      (v) => v <= 30 * 1024,
    ),
    {
      goal: '/ total bytes ≤ 1.15x the floor (mobile)',
      figure: `${ratio(total, floorTotal)} (${kib(total)} / ${kib(floorTotal)})`,
      met: Number.isFinite(total / floorTotal) ? total / floorTotal <= 1.15 : null,
    },
    check(
      '/ performance 100 (desktop)',
      at('/', 'desktop', 'performance'),
      integer,
      (v) => v >= 100,
    ),
    check(
      '/auth/login performance ≥ 90 (mobile)',
      at('/auth/login', 'mobile', 'performance'),
      integer,
      (v) => v >= 90,
    ),
    check(
      '/dashboard/profile performance ≥ 85 (mobile)',
      at('/dashboard/profile', 'mobile', 'performance'),
      integer,
      (v) => v >= 85,
    ),
    check(
      'tap on Login to a usable sign-in form ≤ 1.5 s (mobile)',
      tap.medianMs,
      millis,
      (v) => v <= 1500,
    ),
    {
      goal: 'duplicated bytes of each shared library = 0 (the three pages)',
      figure:
        sharedDupBytes === 0
          ? '0'
          : sharedDup
              .filter(([, bytes]) => bytes > 0)
              .map(([library, bytes]) => `${library} ${kib(bytes)}`)
              .join(', '),
      met: dup.productPages.scripts > 0 ? sharedDupBytes === 0 : null,
    },
    check(
      'accessibility 100 (every page, mobile and desktop)',
      lowest('accessibility'),
      (v) => `lowest ${integer(v)}`,
      (v) => v >= 100,
    ),
    check(
      'best practices ≥ 96 (every page, mobile and desktop)',
      lowest('bestPractices'),
      (v) => `lowest ${integer(v)}`,
      (v) => v >= 96,
    ),
  ];
}

export function goalsTable(goals: Goal[]): Table {
  const met = (m: boolean | null) => (m === null ? 'no figure' : m ? 'yes' : 'no');
  return {
    title: 'Goals (reported, not enforced)',
    header: ['goal', 'figure', 'met'],
    rows: goals.map((g) => [g.goal, g.figure, met(g.met)]),
  };
}
