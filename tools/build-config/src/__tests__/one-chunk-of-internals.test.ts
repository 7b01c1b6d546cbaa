import type { Rspack } from '@rsbuild/core';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { deepModulesImportedBy } from '../deep-modules-imported-by';
import { oneChunkOfInternals } from '../one-chunk-of-internals';

function writeFiles(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'gcw-deep-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

type Group = { test: RegExp; name: string; minChunks: number; chunks: string };

function groupsOf(uiModulesInUse?: string[]): Record<string, Group> {
  const config = { optimization: { splitChunks: { cacheGroups: {} } } } as Rspack.Configuration;
  oneChunkOfInternals(config, uiModulesInUse);
  const splitChunks = config.optimization?.splitChunks as { cacheGroups: Record<string, Group> };
  return splitChunks.cacheGroups;
}

const inStore = (deep: string) =>
  `/w/node_modules/.pnpm/@mui+material@9.5.0/node_modules/@mui/material/${deep}`;

describe('deepModulesImportedBy', () => {
  it('lists the deep modules the sources import, statically or lazily, each once', () => {
    const root = writeFiles({
      'app/src/a.tsx':
        'import Card from \'@mui/material/Card\';\nimport Box from "@mui/material/Box";',
      'app/src/feature/b.ts': "const Dialog = lazy(() => import('@mui/material/Dialog'));",
      'app/src/c.tsx':
        "import Card from '@mui/material/Card';\nimport { Button } from '@mui/material';",
    });
    expect(deepModulesImportedBy('@mui/material', [path.join(root, 'app/src')])).toEqual([
      '@mui/material/Box',
      '@mui/material/Card',
      '@mui/material/Dialog',
    ]);
  });

  it('leaves out tests, dependencies, build output and folders that are not there', () => {
    const root = writeFiles({
      'app/src/__tests__/a.test.tsx': "import Table from '@mui/material/Table';",
      'app/src/node_modules/x/index.js': "import Tabs from '@mui/material/Tabs';",
      'app/src/dist/main.js': "import Tab from '@mui/material/Tab';",
      'app/src/page.tsx': "import Alert from '@mui/material/Alert';",
    });
    const folders = [path.join(root, 'app/src'), path.join(root, 'gone/src')];
    expect(deepModulesImportedBy('@mui/material', folders)).toEqual(['@mui/material/Alert']);
  });
});

describe('oneChunkOfInternals', () => {
  it('puts the components in use into the internals chunk, even when one share key needs them', () => {
    const groups = groupsOf(['@mui/material/Card', '@mui/material/List']);
    const inUse = Object.values(groups).filter((group) => group.minChunks === 1);
    expect(inUse).toHaveLength(1);
    const [group] = inUse as [Group];
    expect(group.name).toBe('lib-ui-internals');
    expect(group.chunks).toBe('async');
    expect(group.test.test(inStore('Card/Card.js'))).toBe(true);
    expect(group.test.test(inStore('List/index.js'))).toBe(true);
    // A component whose name starts like one in use is not in use.
    expect(group.test.test(inStore('CardMedia/CardMedia.js'))).toBe(false);
    expect(group.test.test(inStore('ListItem/index.js'))).toBe(false);
  });

  it('keeps the two families of internals, and adds no group when no component is named', () => {
    const groups = groupsOf();
    expect(Object.values(groups).map((group) => [group.name, group.minChunks])).toEqual([
      ['lib-ui-internals', 2],
      ['lib-common-internals', 2],
    ]);
  });
});
