// Postgres error codes the API turns into honest answers (drizzle wraps the driver's error).
function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

export const isForeignKeyViolation = (error: unknown) => pgCode(error) === '23503';
