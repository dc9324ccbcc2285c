// Which PaymentProvider a server uses: PAYMENT_PROVIDER=local (the sandbox, default) or stripe. One instance per
// configuration, so the sandbox's idempotency memory and the Stripe client are shared by every request of an app.
import type { Config } from '../../../config.js';
import { localPaymentProvider } from './payments.local.js';
import type { PaymentProvider } from './payments.port.js';
import { stripePaymentProvider } from './payments.stripe.js';

const providers = new WeakMap<Config['payments'], PaymentProvider>();

export function paymentProviderFor(config: Pick<Config, 'payments'>): PaymentProvider {
  let provider = providers.get(config.payments);
  if (!provider) {
    provider = config.payments.stripe ? stripePaymentProvider(config.payments.stripe) : localPaymentProvider();
    providers.set(config.payments, provider);
  }
  return provider;
}
