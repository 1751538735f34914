// A list a page was built with, refreshed once from the API when its island renders (docs/PRODUCT.md
// §7), without a query cache: for an island that reads one or two lists and shares them with no
// other island (the contact form), TanStack Query's ~11 KB are most of its own JavaScript
// (docs/decisions/052). The answer is checked like every read (apiGet): an identical one is the
// built data itself and loads no schema.
import { useEffect, useState } from 'react';
import { apiGet, type AnswerSchema } from './api/client';
import type * as publicResponses from './api/public-responses';

export type PublicSchema<T> = (schemas: typeof publicResponses) => AnswerSchema<T>;

/** `built` until the API's answer for `path` arrives (kept on failure: the page's data still reads). */
export function useRefreshed<T>(path: string, pick: PublicSchema<T>, built: T): T {
  const [answer, setAnswer] = useState<{ built: T; data: T } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    apiGet(path, () => import('./api/public-responses').then(pick), built).then(
      (data) => {
        if (isCurrent) setAnswer({ built, data });
      },
      (error: unknown) => console.error(`Could not refresh ${path}`, error),
    );
    return () => {
      isCurrent = false;
    };
  }, [path, pick, built]);
  return answer?.built === built ? answer.data : built;
}
