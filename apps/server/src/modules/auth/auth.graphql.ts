import { forgotPasswordSchema, loginSchema, resetPasswordSchema, signupSchema, updateProfileSchema, PROFILE_MESSAGES } from '@vms/shared';
import { builder, access } from '../../graphql/builder.js';
import { badInput, parseInput, unauthenticated } from '../../platform/errors.js';
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

/** One input for every profile (part B §7 updateProfile(role, email, input)): the fields of the role's own form. */
const ProfileInput = builder.inputType('ProfileInput', {
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    password: t.string({ description: 'Registration (with the invite token), or a change with currentPassword.' }),
    currentPassword: t.string({ description: "Required with password when signed in: the caller's current password (ADR 0012)." }),
    photo: t.string(),
    phone: t.string(),
    officePhone: t.string({ description: 'Editor.' }),
    companyName: t.string({ description: 'Pilot.' }),
    address: t.string(),
    city: t.string(),
    state: t.string(),
    zip: t.string(),
    country: t.string({ description: 'Editor.' }),
    timeZone: t.string({ description: 'Editor.' }),
    paymentVendorName: t.string({ description: 'Editor.' }),
    editorVendorId: t.string({ description: 'Editor.' }),
    editorSkillsRatings: t.intList({ description: 'Editor: 1 on, 0 off, one per skill in the skills order.' }),
    availableFrom: t.string({ description: 'Editor: YYYY-MM-DD, the first day free for a project.' }),
    coverageArea: t.string({ description: 'Pilot.' }),
    faaLicenseNumber: t.string({ description: 'Pilot.' }),
    faaExpireDate: t.string({ description: 'Pilot: YYYY-MM-DD.' }),
    insurancePolicyNumber: t.string({ description: 'Pilot.' }),
    insuranceExpireDate: t.string({ description: 'Pilot: YYYY-MM-DD.' }),
    dronePlatform: t.string({ description: 'Pilot.' }),
    camera: t.string({ description: 'Pilot.' }),
    offerInteriorDronePhotos: t.boolean(),
    offerProfessionalInteriorDronePhotos: t.boolean(),
    offerMatterPortOrOtherTours: t.boolean(),
    offerThermalDrone: t.boolean(),
    isProfileUpdated: t.boolean(),
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
    resolve: (_root, args, ctx) => auth.forgotPassword(ctx.services, parseInput(forgotPasswordSchema, args), ctx.ip, ctx.origin),
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
    description:
      "Every profile: an invited editor's or pilot's registration (with the invite's signed single-use token), the signed-in editor's or pilot's wizard, anyone's name, photo or password.",
    authScopes: access('updateProfile'),
    args: {
      role: t.arg.string({ required: true }),
      email: t.arg.string({ required: true }),
      input: t.arg({ type: ProfileInput, required: true }),
      token: t.arg.string({ description: "The registration link's token (DECISIONS.md part B)." }),
    },
    resolve: (_root, args, ctx) => {
      const input = Object.fromEntries(Object.entries(args.input).filter(([, v]) => v != null));
      const { email, token } = args;
      // the role's own profile, registered by the domain that owns the role (the pilot's, the editor's)
      const own = ctx.services.profiles.find((p) => p.role === args.role);
      if (own && token) return own.register(ctx.services, { email, token, input });
      // not signed in: only a registration, which needs its link (and a role that registers)
      if (!ctx.viewer) throw badInput(PROFILE_MESSAGES.linkExpired, 'token');
      if (own && (!own.callers || own.callers.includes(ctx.viewer.role))) return own.update(ctx.services, ctx.viewer, { email, input });
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
