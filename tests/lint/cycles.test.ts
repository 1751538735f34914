// The cycle rule of `npm run lint` (eslint.cycles.js) on a fixture of two modules that import each
// other (tests/fixtures/import-cycle/, which `npm run lint` skips): lint fails on both.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// ignore: false, so the fixture folder the lint run skips is linted here.
const eslint = new ESLint({ ignore: false });

async function cycleMessages(filePath: string) {
  const [result] = await eslint.lintFiles([filePath]);
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-cycle');
}

describe('import cycles', () => {
  it('fails on each module of a cycle, through a relative import and the ~/ alias alike', async () => {
    expect(await cycleMessages('tests/fixtures/import-cycle/first.ts')).toMatchObject([{ line: 2, severity: 2 }]);
    expect(await cycleMessages('tests/fixtures/import-cycle/second.ts')).toMatchObject([{ line: 2, severity: 2 }]);
  });

  it('passes a module whose imports do not lead back to it', async () => {
    expect(await cycleMessages('src/server/drafts.ts')).toEqual([]);
  });
});
