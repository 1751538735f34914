// "Ready" means ready (docs/decisions/016-functions-ready-before-ready.md): before the local
// server takes its first request, every function with a path answers one request through the
// emulator, which waits for that function's bundle and starts its warm worker (the module
// imported once). The request is OPTIONS, which every route table refuses (405) before any of
// its logic runs, so warming changes nothing.
import type { NetlifyDev } from '@netlify/dev';
import { loadFunctionModules } from './function-modules';

export interface WarmFunction {
  name: string;
  status: number | undefined;
  milliseconds: number;
}

/** A URL `pattern` (`/api/buildings/:id`) matches, for a request that needs no particular id. */
export const samplePath = (pattern: string) => pattern.replace(/:\w+/g, '0');

export async function warmFunctions(dev: NetlifyDev, functionsDir: string): Promise<WarmFunction[]> {
  const routed = (await loadFunctionModules(functionsDir)).filter(({ config }) => config.path);
  return Promise.all(
    routed.map(async ({ name, config }) => {
      const started = Date.now();
      const url = new URL(samplePath([config.path ?? []].flat()[0]!), 'http://localhost');
      const response = await dev.handle(new Request(url, { method: 'OPTIONS' }));
      await response?.arrayBuffer(); // read, not cancelled (see passThrough in ./local-server.ts)
      return { name, status: response?.status, milliseconds: Date.now() - started };
    }),
  );
}
