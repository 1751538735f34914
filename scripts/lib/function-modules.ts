// The site's functions as `npm start` sees them: each module in the functions folder, imported
// here from source, with the `config` Netlify reads (paths, schedule).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config } from '@netlify/functions';

export interface FunctionModule {
  name: string;
  config: Config;
  default: (req: Request) => Promise<unknown>;
}

export async function loadFunctionModules(functionsDir: string): Promise<FunctionModule[]> {
  const files = (await readdir(functionsDir)).filter((file) => file.endsWith('.ts')).sort();
  return Promise.all(
    files.map(async (file) => {
      const module = (await import(pathToFileURL(path.join(functionsDir, file)).href)) as Omit<FunctionModule, 'name'>;
      return { name: file.replace(/\.ts$/, ''), config: module.config ?? {}, default: module.default };
    }),
  );
}
