import { z } from 'zod';
import { requiredText } from './fields';

/** A password is exactly what was typed (never trimmed); bcrypt reads only its first 72 bytes. */
export const passwordField = (required: string, { minLength = 1, tooShort = required } = {}) =>
  z.preprocess(
    (v) => v ?? '',
    z
      .string({ error: required })
      .min(1, required)
      .refine((text) => text.length === 0 || text.length >= minLength, tooShort)
      .refine((text) => new TextEncoder().encode(text).length <= 72, 'Password must be at most 72 bytes'),
  );

export const LoginSchema = z.object({
  username: requiredText('Username is required', 100),
  password: passwordField('Password is required'),
});

export const MIN_PASSWORD_LENGTH = 12;

export const ChangePasswordSchema = z
  .object({
    currentPassword: passwordField('Current password is required'),
    newPassword: passwordField('New password is required', {
      minLength: MIN_PASSWORD_LENGTH,
      tooShort: `Use at least ${MIN_PASSWORD_LENGTH} characters`,
    }),
  })
  .refine((change) => change.newPassword !== change.currentPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from the current one',
  });

export type LoginInput = z.input<typeof LoginSchema>;
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;
export type ChangePasswordData = z.output<typeof ChangePasswordSchema>;
