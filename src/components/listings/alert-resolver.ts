// The alert form's validation: the API's own schema (loaded on demand by AlertSignup).
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertSchema } from '~/src/lib/schemas/alert';

export const alertResolver = zodResolver(AlertSchema);
