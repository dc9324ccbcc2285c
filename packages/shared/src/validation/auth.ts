import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, SIGNUP_PASSWORD_MIN_LENGTH } from '../constants.js';
import { TEXT_LIMITS as L, boundedText } from './common.js';

// Every message here is the spec's (part A §5, part B §5).
const email = boundedText(L.email, 'Enter a valid email').trim().min(1, 'Email is required').pipe(z.email('Enter a valid email'));

export const loginSchema = z.object({
  email,
  password: boundedText(L.password, 'Incorrect format').min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** At least 6 characters with a lowercase letter, an uppercase letter and a digit. */
export const STRONG_PASSWORD = new RegExp(`^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d).{${PASSWORD_MIN_LENGTH},}$`);

export const resetPasswordFormSchema = z
  .object({
    password: boundedText(L.password, 'Incorrect format').min(1, 'This field is required').regex(STRONG_PASSWORD, 'Incorrect format'),
    confirmPassword: boundedText(L.password, 'Passwords must match').min(1, 'Confirm Password is required'),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords must match', path: ['confirmPassword'] });

export const resetPasswordSchema = z.object({
  email: boundedText(L.email, 'Enter a valid email').pipe(z.email('Enter a valid email')),
  token: boundedText(L.token, 'Sorry, Your link is expired').min(1),
  password: boundedText(L.password, 'Incorrect format').min(1, 'This field is required').regex(STRONG_PASSWORD, 'Incorrect format'),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const signupSchema = z.object({
  firstName: boundedText(L.name).trim().min(1, 'First Name is required'),
  lastName: boundedText(L.name).trim().min(1, 'Last Name is required'),
  email,
  password: boundedText(L.password, `Maximum ${L.password} characters allowed`)
    .min(1, 'Password is required')
    .min(SIGNUP_PASSWORD_MIN_LENGTH, 'Password is too short - should be 8 chars minimum.'),
});
export type SignupInput = z.infer<typeof signupSchema>;

export const CURRENT_PASSWORD_MESSAGES = {
  required: 'Enter your current password to set a new one.',
  wrong: 'Current password is incorrect.',
} as const;

/**
 * updateProfile(role, email, input): the editor registration sends firstName and password. A new password needs the
 * caller's current one (`currentPassword`, docs/adr/0012-security.md), so a stolen session cannot take the account.
 */
export const updateProfileSchema = z.object({
  role: boundedText(L.code).min(1),
  email: boundedText(L.email, 'Invalid Email Address').trim().toLowerCase().pipe(z.email('Invalid Email Address')),
  input: z
    .object({
      firstName: boundedText(L.name).trim().min(1, 'Name is required.').optional(),
      lastName: boundedText(L.name).trim().optional(),
      password: boundedText(L.password, 'Incorrect format').regex(STRONG_PASSWORD, 'Incorrect format').optional(),
      currentPassword: boundedText(L.password, CURRENT_PASSWORD_MESSAGES.wrong).optional(),
      photo: boundedText(L.url).trim().optional(),
    })
    .refine((i) => i.password === undefined || !!i.currentPassword, {
      message: CURRENT_PASSWORD_MESSAGES.required,
      path: ['currentPassword'],
    }),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
