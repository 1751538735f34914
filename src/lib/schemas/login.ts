import { z } from 'zod';
import { requiredText } from './fields';

export const LoginSchema = z.object({
  username: requiredText('Username is required', 100),
  // Not trimmed: a password is exactly what was typed.
  password: z.preprocess(
    (v) => v ?? '',
    z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      // bcrypt reads only the first 72 bytes: a longer password would be checked by its start alone.
      .refine((password) => new TextEncoder().encode(password).length <= 72, 'Password must be at most 72 bytes'),
  ),
});

export type LoginInput = z.input<typeof LoginSchema>;
