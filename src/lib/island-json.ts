// Data an island receives as one JSON text (docs/decisions/052). Astro encodes each prop value by
// value ([0, value], nested) and the browser revives it value by value: /contact's 39 KB of units,
// buildings and tour days took ~5 ms on the test machine, in the task that hydrates the form, where
// JSON.parse of the same data takes 0.25 ms. The brand keeps the text's type through the page.
declare const carries: unique symbol;
export type IslandJson<T> = string & { readonly [carries]: T };

export const toIslandJson = <T>(value: T) => JSON.stringify(value) as IslandJson<T>;
export const fromIslandJson = <T>(json: IslandJson<T>): T => JSON.parse(json) as T;
