// client:stale (docs/decisions/056): an island that renders nothing until the page it sits on is out
// of date (its data changed since the build, or a date it shows arrived), and then shows the page's
// fresh view. A static page stays static on every visit its build is current for.
import type { ClientDirective } from 'astro';
import { isOutOfDate, type StaleOptions } from './out-of-date';

const stale: ClientDirective = (load, { value }) => {
  void isOutOfDate((value ?? {}) as StaleOptions).then(async (outOfDate) => {
    if (outOfDate) await (await load())();
  });
};

export default stale;
