import { z } from 'zod';
import { requiredText } from './fields';

export const LoginSchema = z.object({
  username: requiredText('Username is required', 100),
  // Not trimmed: a password is exactly what was typed.
  password: z.preprocess((v) => v ?? '', z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200)),
});

export type LoginInput = z.input<typeof LoginSchema>;
