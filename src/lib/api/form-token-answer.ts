// The contact form's time-trap token (src/server/form-token.ts), asked for as the page is shown: one
// string field, checked by hand so that the form's first moments load no schema library (zod's
// start-up is the largest task of a public page's load; docs/BENCHMARKS.md).
export const FormTokenAnswer = {
  parse(value: unknown): { token: string } {
    const token: unknown = typeof value === 'object' && value !== null ? (value as { token?: unknown }).token : undefined;
    if (typeof token !== 'string' || token === '') throw new Error('The form token answer has no token');
    return { token };
  },
};
