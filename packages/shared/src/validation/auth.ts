import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, SIGNUP_PASSWORD_MIN_LENGTH } from '../constants.js';

// Every message here is the spec's (part A §5, part B §5).
const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .pipe(z.email('Enter a valid email'));

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** At least 6 characters with a lowercase letter, an uppercase letter and a digit. */
export const STRONG_PASSWORD = new RegExp(`^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d).{${PASSWORD_MIN_LENGTH},}$`);

export const resetPasswordFormSchema = z
  .object({
    password: z.string().min(1, 'This field is required').regex(STRONG_PASSWORD, 'Incorrect format'),
    confirmPassword: z.string().min(1, 'Confirm Password is required'),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords must match', path: ['confirmPassword'] });

export const resetPasswordSchema = z.object({
  email: z.email('Enter a valid email'),
  token: z.string().min(1),
  password: z.string().min(1, 'This field is required').regex(STRONG_PASSWORD, 'Incorrect format'),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const signupSchema = z.object({
  firstName: z.string().trim().min(1, 'First Name is required'),
  lastName: z.string().trim().min(1, 'Last Name is required'),
  email,
  password: z
    .string()
    .min(1, 'Password is required')
    .min(SIGNUP_PASSWORD_MIN_LENGTH, 'Password is too short - should be 8 chars minimum.'),
});
export type SignupInput = z.infer<typeof signupSchema>;

/** updateProfile(role, email, input): the editor registration sends firstName and password. */
export const updateProfileSchema = z.object({
  role: z.string().min(1),
  email: z.string().trim().toLowerCase().pipe(z.email('Invalid Email Address')),
  input: z.object({
    firstName: z.string().trim().min(1, 'Name is required.').optional(),
    lastName: z.string().trim().optional(),
    password: z.string().regex(STRONG_PASSWORD, 'Incorrect format').optional(),
    photo: z.string().trim().optional(),
  }),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
