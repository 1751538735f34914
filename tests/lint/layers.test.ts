// The layer rule of `npm run lint` (eslint.layers.js), asked about code that is not in the tree:
// a backwards import fails, an import the layers allow passes.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The rule ids ESLint reports for `code` as if it were the file at `filePath`. */
async function ruleIdsFor(filePath: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

describe('layer direction', () => {
  it('fails when db/ imports src/server/', async () => {
    const ids = await ruleIdsFor('db/backwards.ts', "import { getUnit } from '~/src/server/units';\nexport const read = getUnit;\n");
    expect(ids).toContain('boundaries/dependencies');
  });

  it('passes when src/server/ imports db/ and src/lib/', async () => {
    const code =
      "import { listUnits } from '~/db/queries/units';\nimport { formatSqFt } from '~/src/lib/format';\nexport const read = [listUnits, formatSqFt];\n";
    expect(await ruleIdsFor('src/server/forwards.ts', code)).toEqual([]);
  });

  it.each([
    ['an island imports db/', 'src/components/home/Backwards.tsx', "import { listUnits } from '~/db/queries/units';"],
    [
      'a page imports db/queries',
      'src/pages/backwards.astro',
      "---\nimport { listUnits } from '~/db/queries/units';\n---\n<p>{String(listUnits)}</p>",
    ],
    ['a pure src/lib module imports a browser-only one', 'src/lib/backwards.ts', "import { queryClient } from '~/src/lib/query-client';"],
    ['a function imports db/ past the domain layer', 'functions/backwards.ts', "import { listUnits } from '~/db/queries/units';"],
    [
      'a function that draws no island imports a component',
      'functions/alerts.ts',
      "import PhotoGrid from '~/src/components/ui/PhotoGrid';",
    ],
  ])('fails when %s', async (_name, filePath, code) => {
    expect(await ruleIdsFor(filePath, `${code}\nexport const used = 1;\n`)).toContain('boundaries/dependencies');
  });

  it("lets the no-script availability page draw the island's own component", async () => {
    const code = "import AvailabilityView from '~/src/components/listings/AvailabilityView';\nexport const used = AvailabilityView;\n";
    expect(await ruleIdsFor('functions/availability-results.ts', code)).toEqual([]);
  });

  it('lets an island use a browser-only helper', async () => {
    const code = "import { queryClient } from '~/src/lib/query-client';\nexport const used = queryClient;\n";
    expect(await ruleIdsFor('src/components/home/Forwards.tsx', code)).toEqual([]);
  });

  it('keeps a pure src/lib module free of browser globals and Node modules', async () => {
    const code = "import { readFileSync } from 'node:fs';\nexport const read = () => [window.location.href, readFileSync];\n";
    expect(await ruleIdsFor('src/lib/impure.ts', code)).toEqual(['no-restricted-imports', 'no-restricted-globals']);
  });

  it('forbids climbing two folders instead of the ~/ alias', async () => {
    expect(
      await ruleIdsFor('src/server/climbs.ts', "import { listUnits } from '../../db/queries/units';\nexport const read = listUnits;\n"),
    ).toEqual(['no-restricted-imports']);
  });
});
