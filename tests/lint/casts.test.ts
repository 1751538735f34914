// `npm run lint` refuses a double cast through `unknown` (eslint.config.js): it switches the type
// checker off for a value. A single cast, or a cast to unknown alone, stays allowed.
import { ESLint } from 'eslint';
import { expect, it } from 'vitest';

const eslint = new ESLint();

async function castMessages(code: string) {
  const [result] = await eslint.lintText(code, { filePath: 'src/lib/cast-probe.ts' });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.line);
}

it('fails on `as unknown as`, passes a single cast', async () => {
  expect(await castMessages("export const a = 'x' as unknown as number;\n")).toEqual([1]);
  expect(await castMessages("export const b = 'x' as unknown;\nexport const c = { id: 1 } as { id: number };\n")).toEqual([]);
});
