import {
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
  updateProfileSchema,
} from '@vms/shared';
import { builder, access } from '../../graphql/builder.js';
import { parseInput, unauthenticated } from '../../graphql/errors.js';
import { MessageResult, StatusMessage } from '../../graphql/common.js';
import * as auth from './auth.service.js';

const LoginResult = builder.objectRef<auth.LoginResult>('LoginResult').implement({
  fields: (t) => ({
    role: t.exposeString('role'),
    isEditorProfileUpdated: t.exposeBoolean('isEditorProfileUpdated'),
    token: t.exposeString('token'),
    userId: t.exposeID('userId'),
    photo: t.exposeString('photo', { nullable: true }),
  }),
});

const LinkStatus = builder.objectRef<{ status: number }>('LinkStatus').implement({
  fields: (t) => ({
    status: t.exposeInt('status', { description: '200 valid, 404 unknown link, 410 expired or already used.' }),
  }),
});

type Me = Awaited<ReturnType<typeof auth.me>>;
const User = builder.objectRef<Me>('User').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    name: t.exposeString('name'),
    role: t.exposeString('role'),
    roleLabel: t.exposeString('roleLabel'),
    photo: t.exposeString('photo', { nullable: true }),
    isEditorProfileUpdated: t.exposeBoolean('isEditorProfileUpdated'),
  }),
});

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    password: t.string(),
    currentPassword: t.string({ description: 'Required with password: the caller\'s current password (ADR 0012).' }),
    photo: t.string(),
  }),
});

builder.mutationField('login', (t) =>
  t.field({
    type: LoginResult,
    authScopes: access('login'),
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => auth.login(ctx.services, parseInput(loginSchema, args), ctx.ip),
  }),
);

builder.mutationField('signUp', (t) =>
  t.field({
    type: LoginResult,
    authScopes: access('signUp'),
    args: {
      firstName: t.arg.string({ required: true }),
      lastName: t.arg.string({ required: true }),
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => auth.signUp(ctx.services, parseInput(signupSchema, args), ctx.ip),
  }),
);

builder.mutationField('forgotPassword', (t) =>
  t.field({
    type: StatusMessage,
    authScopes: access('forgotPassword'),
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      auth.forgotPassword(ctx.services, parseInput(forgotPasswordSchema, args), ctx.ip, ctx.origin),
  }),
);

builder.queryField('checkResetLinkExpiration', (t) =>
  t.field({
    type: LinkStatus,
    authScopes: access('checkResetLinkExpiration'),
    args: { email: t.arg.string({ required: true }), token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => auth.checkResetLinkExpiration(ctx.services, args.email, args.token),
  }),
);

builder.mutationField('resetPassword', (t) =>
  t.field({
    type: StatusMessage,
    authScopes: access('resetPassword'),
    args: {
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      token: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => auth.resetPassword(ctx.services, parseInput(resetPasswordSchema, args)),
  }),
);

builder.mutationField('updateProfile', (t) =>
  t.field({
    type: MessageResult,
    authScopes: access('updateProfile'),
    args: {
      role: t.arg.string({ required: true }),
      email: t.arg.string({ required: true }),
      input: t.arg({ type: UpdateProfileInput, required: true }),
    },
    resolve: (_root, args, ctx) => {
      if (!ctx.viewer) throw unauthenticated();
      const input = Object.fromEntries(Object.entries(args.input).filter(([, v]) => v != null));
      return auth.updateProfile(ctx.services, ctx.viewer, parseInput(updateProfileSchema, { ...args, input }));
    },
  }),
);

builder.queryField('me', (t) =>
  t.field({
    type: User,
    authScopes: access('me'),
    resolve: (_root, _args, ctx) => {
      if (!ctx.viewer) throw unauthenticated();
      return auth.me(ctx.services, ctx.viewer);
    },
  }),
);
