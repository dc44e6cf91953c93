/** Request bodies of spec §7 'Session and profile'. Strict: unknown fields are refused. */
import { email, password, PASSWORD_MIN_LENGTH } from './common.ts';
import { z } from '../validation.ts';

export const loginBody = z.strictObject({
  username: z.string().trim().min(1).max(150),
  password: z.string().min(1).max(128),
});
export type LoginBody = z.infer<typeof loginBody>;

export const refreshBody = z.strictObject({ refresh: z.string().min(1).max(2000) });
export const verifyBody = z.strictObject({ token: z.string().min(1).max(4000) });
export const logoutBody = z.strictObject({ refresh: z.string().min(1).max(2000).optional() });

const newPasswords = {
  new_password1: password,
  new_password2: z.string().min(1).max(128),
};

export const passwordChangeBody = z
  .strictObject({ old_password: z.string().min(1).max(128), ...newPasswords })
  .refine((b) => b.new_password1 === b.new_password2, {
    error: 'validation.passwords_mismatch',
    path: ['new_password2'],
  })
  .refine((b) => b.new_password1 !== b.old_password, {
    error: 'validation.password_same_as_old',
    path: ['new_password1'],
  });
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;

export const passwordResetBody = z.strictObject({ email });

export const passwordResetConfirmBody = z
  .strictObject({ token: z.string().min(1).max(200), ...newPasswords })
  .refine((b) => b.new_password1 === b.new_password2, {
    error: 'validation.passwords_mismatch',
    path: ['new_password2'],
  });

export const thirdPartyLoginBody = z.strictObject({ token: z.string().min(1).max(4000) });

export { PASSWORD_MIN_LENGTH };
