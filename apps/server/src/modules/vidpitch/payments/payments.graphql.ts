// VidPitch's payment GraphQL (part B §7 "Public pages and registration"): the $49 intent, the sandbox's test-card
// confirmation and the result page's read, thin resolvers over payments.service.ts.
import { confirmPaymentSchema, createPaymentIntentSchema } from '@vms/shared';
import { builder, access } from '../../../graphql/builder.js';
import { parseArgs } from '../../../platform/errors.js';
import { notProjectScoped } from '../../core/index.js';
import { confirmTestPayment, createPaymentIntent, getPaymentIntentStatus } from './payments.service.js';

const VIDEO_UUID = notProjectScoped('uuid', 'a VidPitch video');

const PaymentIntentRef = builder
  .objectRef<{ clientSecret: string; provider: string; amount: number; publishableKey: string | null }>('PaymentIntent')
  .implement({
    fields: (t) => ({
      clientSecret: t.exposeString('clientSecret'),
      provider: t.exposeString('provider', { description: 'local (the sandbox and its test-card form) or stripe.' }),
      amount: t.exposeInt('amount', { description: 'In cents, set by the server.' }),
      publishableKey: t.exposeString('publishableKey', {
        nullable: true,
        description: "Stripe's publishable key for the Payment Element; null for the sandbox.",
      }),
    }),
  });

builder.mutationField('createPaymentIntent', (t) =>
  t.field({
    type: PaymentIntentRef,
    authScopes: access('createPaymentIntent'),
    extensions: VIDEO_UUID,
    args: { uuid: t.arg.string({ required: true }), brokerEmail: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => createPaymentIntent(ctx.services, parseArgs(createPaymentIntentSchema, a)),
  }),
);

const PaymentResult = builder
  .objectRef<{ status: string; message: string; error: string | null; videoId: string }>('PaymentResult')
  .implement({
    fields: (t) => ({
      status: t.exposeString('status'),
      message: t.exposeString('message'),
      error: t.exposeString('error', { nullable: true, description: "The provider's message for a declined card." }),
      videoId: t.exposeString('videoId'),
    }),
  });

const TestCardInput = builder.inputType('TestCardInput', {
  fields: (t) => ({ number: t.string({ required: true }), expiry: t.string({ required: true }), cvc: t.string({ required: true }) }),
});
const BillingAddressInput = builder.inputType('BillingAddressInput', {
  fields: (t) => ({
    line1: t.string({ required: true }),
    city: t.string({ required: true }),
    postal_code: t.string({ required: true }),
    country: t.string(),
  }),
});
const BillingInput = builder.inputType('BillingInput', {
  fields: (t) => ({ name: t.string({ required: true }), address: t.field({ type: BillingAddressInput, required: true }) }),
});

builder.mutationField('confirmTestPayment', (t) =>
  t.field({
    type: PaymentResult,
    description: "The local sandbox's test-card confirmation (no real charge).",
    authScopes: access('confirmTestPayment'),
    args: {
      clientSecret: t.arg.string({ required: true }),
      card: t.arg({ type: TestCardInput, required: true }),
      billing: t.arg({ type: BillingInput, required: true }),
    },
    resolve: (_r, a, ctx) => confirmTestPayment(ctx.services, parseArgs(confirmPaymentSchema, a)),
  }),
);

builder.queryField('getPaymentIntentStatus', (t) =>
  t.field({
    type: PaymentResult,
    authScopes: access('getPaymentIntentStatus'),
    args: { clientSecret: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => getPaymentIntentStatus(ctx.services, a),
  }),
);
