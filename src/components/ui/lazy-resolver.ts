// A form's validation (zod and the shared schema) loaded when the visitor starts on the form, not
// with the page (docs/decisions/037). The schema is the one the API parses with; only when it loads
// changes. `preload` starts the load (on the form's first focus); a submit before that waits for it.
import type { FieldValues, Resolver } from 'react-hook-form';

export function lazyResolver<Input extends FieldValues, Context, Output>(load: () => Promise<Resolver<Input, Context, Output>>) {
  let loading: Promise<Resolver<Input, Context, Output>> | undefined;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // offline for a moment: the next try loads again
      throw error;
    }));
  const resolver: Resolver<Input, Context, Output> = async (values, context, options) => (await preload())(values, context, options);
  return { resolver, preload: () => void preload().catch(() => {}) };
}
