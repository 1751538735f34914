// Staff accounts (decision 042): invitations, an admin's changes to an account, one's own
// profile and password resets. The admin's forms and the functions share these.
import { z } from 'zod';
import { emailAddress, requiredText } from './fields';
import { MIN_PASSWORD_LENGTH, passwordField } from './login';
import { STAFF_ROLES } from './staff-roles';

/** E-mail addresses are stored in lower case: one account per mailbox, whatever the typing. */
const staffEmail = () => emailAddress().transform((email) => email.toLowerCase());

const newPassword = () =>
  passwordField('Password is required', { minLength: MIN_PASSWORD_LENGTH, tooShort: `Use at least ${MIN_PASSWORD_LENGTH} characters` });

/** The secret of an e-mailed link: what the link carries, nothing more. */
const linkToken = z.string({ error: 'This link is incomplete' }).min(1, 'This link is incomplete').max(200, 'This link is incomplete');

const role = z.enum(STAFF_ROLES, { error: 'Choose admin or agent' });

export const InviteSchema = z.object({ email: staffEmail(), role });
export type InviteInput = z.input<typeof InviteSchema>;
export type InviteData = z.output<typeof InviteSchema>;

/** The new password twice, as a person types it on the join and reset screens. */
const confirmed = { password: newPassword(), confirmPassword: z.string() };
const passwordsMatch: [(form: { password: string; confirmPassword: string }) => boolean, { path: string[]; message: string }] = [
  (form) => form.password === form.confirmPassword,
  { path: ['confirmPassword'], message: 'The passwords do not match' },
];

export const JoinTeamSchema = z.object({ name: requiredText('Please enter your name', 100), ...confirmed }).refine(...passwordsMatch);
export type JoinTeamInput = z.input<typeof JoinTeamSchema>;
export type JoinTeamData = z.output<typeof JoinTeamSchema>;

export const AcceptInvitationSchema = z.object({
  token: linkToken,
  name: requiredText('Please enter your name', 100),
  password: newPassword(),
});
export type AcceptInvitationData = z.output<typeof AcceptInvitationSchema>;

export const NewPasswordSchema = z.object(confirmed).refine(...passwordsMatch);
export type NewPasswordInput = z.input<typeof NewPasswordSchema>;
export type NewPasswordData = z.output<typeof NewPasswordSchema>;

export const PasswordResetRequestSchema = z.object({ email: staffEmail() });
export type PasswordResetRequestInput = z.input<typeof PasswordResetRequestSchema>;
export type PasswordResetRequestData = z.output<typeof PasswordResetRequestSchema>;

export const PasswordResetConfirmSchema = z.object({ token: linkToken, password: newPassword() });
export type PasswordResetConfirmData = z.output<typeof PasswordResetConfirmSchema>;

/** Whether an e-mailed link still works, asked when it is opened (the secret in a body, never in an address). */
export const StaffLinkCheckSchema = z.object({ token: linkToken });
export type StaffLinkCheckData = z.output<typeof StaffLinkCheckSchema>;

/** An admin's change to someone's account: the role, or deactivating / reactivating it. */
export const UpdateUserSchema = z
  .object({ role: role.optional(), active: z.boolean({ error: 'Must be true or false' }).optional() })
  .refine((change) => change.role !== undefined || change.active !== undefined, { message: 'Nothing to change' });
export type UpdateUserData = z.output<typeof UpdateUserSchema>;

/** One's own name and e-mail address (the seeded admin may leave the address blank). */
export const ProfileSchema = z.object({
  name: requiredText('Please enter your name', 100),
  email: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), staffEmail().nullable()),
});
export type ProfileInput = z.input<typeof ProfileSchema>;
export type ProfileData = z.output<typeof ProfileSchema>;

/** How long an e-mailed link works. */
export const INVITATION_HOURS = 72;
export const PASSWORD_RESET_HOURS = 1;

/** What the reset form shows after sending, whether or not the address has an account. */
export const PASSWORD_RESET_SENT =
  'If that address belongs to an account, we have sent it a link to choose a new password. The link works once, for one hour.';

/** A link that cannot be used (unknown, expired, used or withdrawn). */
export const INVITATION_GONE = 'This invitation link has expired or was already used. Ask an admin for a new invitation.';
export const RESET_LINK_GONE = 'This password reset link has expired or was already used. Ask for a new one.';
