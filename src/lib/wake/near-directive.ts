// client:near (docs/decisions/056): client:wake for a photo grid, whose first tap must paint the
// viewer at once (issue 31): its chunks are fetched and compiled, not run, as it nears the viewport,
// so the tap that wakes it waits only for them to run.
import type { ClientDirective } from 'astro';
import { wakeWhenNeeded } from './wake-directive';

const near: ClientDirective = (load, { value }, island) => wakeWhenNeeded(load, value, island, { prefetch: true });

export default near;
