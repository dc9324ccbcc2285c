// Login, password reset, sign-up and profile updates. Resolvers parse input; these functions hold the rules.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  CURRENT_PASSWORD_MESSAGES,
  ROLES,
  ROLE_LABELS,
  isRole,
  type ForgotPasswordInput,
  type LoginInput,
  type ResetPasswordInput,
  type SignupInput,
  type UpdateProfileInput,
} from '@vms/shared';
import type { Services } from '../../services.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../platform/auth/password.js';
import { checkRateLimits, clearRateLimit, hitRateLimits } from '../../platform/rate-limit.js';
import { mailJob } from '../../platform/mail.job.js';
import { badInput, forbidden, notFound } from '../../platform/errors.js';
import { createAccount, setPassword, updatePersonalDetails, users } from '../core/index.js';
import { passwordResets } from './auth.table.js';

type User = typeof users.$inferSelect;

export interface LoginResult {
  role: string;
  isEditorProfileUpdated: boolean;
  token: string;
  userId: string;
  photo: string | null;
}

const normaliseEmail = (email: string) => email.trim().toLowerCase();

async function findUserByEmail(s: Services, email: string): Promise<User | undefined> {
  const [user] = await s.db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  return user;
}

async function issueSession(s: Services, user: User): Promise<LoginResult> {
  if (!isRole(user.role)) throw forbidden('This account has no valid role.');
  const token = await s.tokens.sign({ id: user.id, email: user.email, role: user.role, tokenVersion: user.tokenVersion });
  return {
    role: user.role,
    isEditorProfileUpdated: user.isEditorProfileUpdated,
    token,
    userId: user.id,
    photo: user.photo,
  };
}

function limits(s: Services, action: string, ip: string, email?: string) {
  const { windowSeconds, perEmail, perIp } = s.config.rateLimit;
  return [
    { key: `${action}:ip:${ip}`, limit: perIp, windowSeconds },
    ...(email ? [{ key: `${action}:email:${normaliseEmail(email)}`, limit: perEmail, windowSeconds }] : []),
  ];
}

/**
 * Login's limits (issue #34 finding 12, OWASP's advice against account lockout): every attempt counts per client
 * address; only failures count per e-mail *and* address, so an attacker guessing someone's password stops after
 * RATE_LIMIT_PER_EMAIL failures while the owner, from any other address, still logs in.
 */
export async function login(s: Services, input: LoginInput, ip: string): Promise<LoginResult> {
  const { windowSeconds, perEmail, perIp } = s.config.rateLimit;
  const failures = { key: `login:fail:${normaliseEmail(input.email)}:${ip}`, limit: perEmail, windowSeconds };
  await hitRateLimits(s.db, [{ key: `login:ip:${ip}`, limit: perIp, windowSeconds }]);
  await checkRateLimits(s.db, [failures]);
  const user = await findUserByEmail(s, input.email);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !ok) {
    await hitRateLimits(s.db, [failures]);
    throw user ? badInput(AUTH_MESSAGES.wrongPassword, 'password') : badInput(AUTH_MESSAGES.unknownEmail, 'email');
  }
  await clearRateLimit(s.db, failures.key);
  return issueSession(s, user);
}

export async function signUp(s: Services, input: SignupInput, ip: string): Promise<LoginResult> {
  await hitRateLimits(s.db, limits(s, 'signup', ip));
  const email = normaliseEmail(input.email);
  if (await findUserByEmail(s, email)) throw badInput('An account with this email already exists.', 'email');
  const user = await createAccount(
    s.db,
    { email, passwordHash: await hashPassword(input.password), role: ROLES.USER, firstName: input.firstName, lastName: input.lastName },
    { ifAbsent: true },
  );
  if (!user) throw badInput('An account with this email already exists.', 'email');
  return issueSession(s, user);
}

/** A reset token carries its e-mail and expiry (read by the reset page) plus 32 random bytes; only its hash is stored. */
export function makeResetToken(email: string, expiresAt: Date): string {
  const head = Buffer.from(JSON.stringify({ email, exp: Math.floor(expiresAt.getTime() / 1000) })).toString('base64url');
  return `${head}.${randomBytes(32).toString('base64url')}`;
}
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function forgotPassword(
  s: Services,
  input: ForgotPasswordInput,
  ip: string,
  origin: string,
): Promise<{ status: number; message: string }> {
  await hitRateLimits(s.db, limits(s, 'forgot', ip, input.email));
  const user = await findUserByEmail(s, input.email);
  if (!user) return { status: 404, message: AUTH_MESSAGES.unknownEmail };
  const expiresAt = new Date(Date.now() + s.config.resetLinkTtlMinutes * 60_000);
  const token = makeResetToken(user.email, expiresAt);
  await s.db.insert(passwordResets).values({ userId: user.id, tokenHash: hashToken(token), expiresAt });
  const link = `${origin}/reset-password/${token}`;
  await s.jobs.send(mailJob, {
    to: user.email,
    subject: 'Reset your VMS password',
    text: [
      `Hello ${user.firstName ?? ''}`.trim() + ',',
      '',
      'We received a request to reset the password of your VMS account. Open this link to choose a new password:',
      '',
      link,
      '',
      `The link can be used once and expires in ${s.config.resetLinkTtlMinutes} minutes.`,
      'If you did not ask for this, you can ignore this e-mail.',
    ].join('\n'),
  });
  return { status: 200, message: 'Password reset instructions have been sent to your email.' };
}

type LinkCheck = { status: 200; reset: typeof passwordResets.$inferSelect; user: User } | { status: 404 | 410 };

async function checkLink(s: Services, email: string, token: string): Promise<LinkCheck> {
  const [row] = await s.db
    .select({ reset: passwordResets, user: users })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(passwordResets.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.user.email !== normaliseEmail(email)) return { status: 404 };
  if (row.reset.usedAt || row.reset.expiresAt.getTime() <= Date.now()) return { status: 410 };
  return { status: 200, ...row };
}

export async function checkResetLinkExpiration(s: Services, email: string, token: string) {
  return { status: (await checkLink(s, email, token)).status };
}

export async function resetPassword(s: Services, input: ResetPasswordInput) {
  const link = await checkLink(s, input.email, input.token);
  if (link.status !== 200) {
    throw link.status === 404 ? notFound(AUTH_MESSAGES.notFound) : badInput(AUTH_MESSAGES.linkExpired);
  }
  const { reset, user } = link;
  const passwordHash = await hashPassword(input.password);
  await s.db.transaction(async (tx) => {
    // Using the link and changing the password happen together; a second use of the same link finds usedAt set.
    const used = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (!used.length) throw badInput(AUTH_MESSAGES.linkExpired);
    await setPassword(tx, user.id, passwordHash);
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
  });
  return { status: 200, message: 'Your password has been changed successfully.' };
}

/** updateProfile(role, email, input): people change their own profile; an admin may change anyone's. */
export async function updateProfile(s: Services, viewer: Viewer, input: UpdateProfileInput) {
  const target = await findUserByEmail(s, input.email);
  if (!target) throw notFound('Requested user does not exist.');
  if (target.id !== viewer.id && viewer.role !== ROLES.ADMIN) throw forbidden();
  if (input.role !== target.role) throw badInput('The role does not match this account.', 'role');
  const { firstName, lastName, password, currentPassword, photo } = input.input;
  if (password !== undefined) {
    // A new password needs the caller's own current password (ADR 0012): a stolen session cannot take the account.
    if (!currentPassword) throw badInput(CURRENT_PASSWORD_MESSAGES.required, 'currentPassword');
    const [caller] = await s.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, viewer.id)).limit(1);
    if (!caller || !(await verifyPassword(currentPassword, caller.passwordHash))) {
      throw badInput(CURRENT_PASSWORD_MESSAGES.wrong, 'currentPassword');
    }
  }
  const passwordHash = password !== undefined ? await hashPassword(password) : undefined;
  await s.db.transaction(async (tx) => {
    await updatePersonalDetails(tx, target.id, {
      ...(firstName !== undefined ? { firstName } : {}),
      ...(lastName !== undefined ? { lastName } : {}),
      ...(photo !== undefined ? { photo } : {}),
    });
    if (passwordHash !== undefined) await setPassword(tx, target.id, passwordHash);
  });
  return { message: 'Profile updated successfully.' };
}

export async function me(s: Pick<Services, 'db'>, viewer: Viewer) {
  const [user] = await s.db.select().from(users).where(eq(users.id, viewer.id)).limit(1);
  if (!user) throw notFound('Requested user does not exist.');
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return { ...user, name, roleLabel: isRole(user.role) ? ROLE_LABELS[user.role] : user.role };
}
