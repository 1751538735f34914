// Keeps Astro's cache folder (node_modules/.astro: the incremental build's manifest and the pages
// it rendered, decision 051) from one Netlify build to the next, so a deploy after one write
// renders only the pages whose data changed. A build without it renders every page, as before.
const ASTRO_CACHE = 'node_modules/.astro';

/** @param {{ utils: { cache: { restore(path: string): Promise<boolean> } } }} options */
export async function onPreBuild({ utils }) {
  console.log((await utils.cache.restore(ASTRO_CACHE)) ? 'Astro build cache restored' : 'No Astro build cache to restore');
}

/** @param {{ utils: { cache: { save(path: string): Promise<boolean> } } }} options */
export async function onPostBuild({ utils }) {
  if (await utils.cache.save(ASTRO_CACHE)) console.log('Astro build cache saved');
}
