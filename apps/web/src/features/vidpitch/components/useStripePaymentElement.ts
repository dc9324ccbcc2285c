// Stripe's Payment Element for the purchase page (DECISIONS.md part B, PAYMENT_PROVIDER=stripe): Stripe.js is loaded
// from js.stripe.com/v3 only when the server's intent is a Stripe one, the element is mounted for that intent's client
// secret, and Pay confirms it in the browser. The result is never taken from here: the payment-success page reads the
// intent's state from the server, which records the purchase from Stripe's verified webhook.
import { useEffect, useRef, useState } from 'react';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { paymentOutcomeText, VIDPITCH_MESSAGES as M, type Billing } from '@vms/shared';

export type StripeConfirmResult = { ok: true } | { ok: false; error: string };

export function useStripePaymentElement(intent: { publishableKey: string; clientSecret: string } | null) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const publishableKey = intent?.publishableKey;
  const clientSecret = intent?.clientSecret;

  useEffect(() => {
    if (!publishableKey || !clientSecret) return;
    let cancelled = false;
    let unmount = () => {};
    loadStripe(publishableKey)
      .then((stripe) => {
        if (cancelled || !stripe || !mountRef.current) return;
        const elements = stripe.elements({ clientSecret, appearance: { theme: 'stripe' } });
        // name and address come from the page's billing form (part B §5 "Billing" rules), sent with the confirmation
        const element = elements.create('payment', { fields: { billingDetails: { name: 'never', address: 'never' } } });
        element.on('ready', () => !cancelled && setReady(true));
        element.mount(mountRef.current);
        stripeRef.current = { stripe, elements };
        unmount = () => element.destroy();
      })
      .catch(() => !cancelled && setLoadError(M.unexpected));
    return () => {
      cancelled = true;
      stripeRef.current = null;
      setReady(false);
      unmount();
    };
  }, [publishableKey, clientSecret]);

  async function confirm(billing: Billing): Promise<StripeConfirmResult> {
    const s = stripeRef.current;
    if (!s || !clientSecret) return { ok: false, error: M.unexpected };
    const submitted = await s.elements.submit();
    if (submitted.error) return { ok: false, error: submitted.error.message ?? M.unexpected };
    const { error } = await s.stripe.confirmPayment({
      elements: s.elements,
      clientSecret,
      confirmParams: {
        return_url: `${window.location.origin}/payment-success`,
        payment_method_data: {
          billing_details: {
            name: billing.name,
            address: {
              line1: billing.address.line1,
              line2: '',
              city: billing.address.city,
              state: '',
              postal_code: billing.address.postal_code,
              country: billing.address.country,
            },
          },
        },
      },
      redirect: 'if_required',
    });
    if (!error) return { ok: true };
    // part B §8: a card or validation error shows the provider's message; otherwise 'An unexpected error occurred.'
    if (error.type !== 'card_error' && error.type !== 'validation_error') return { ok: false, error: M.unexpected };
    const declined = error.payment_intent?.status === 'requires_payment_method' && error.type === 'card_error';
    return {
      ok: false,
      error: declined ? `${error.message ?? ''} ${paymentOutcomeText('requires_payment_method')}`.trim() : (error.message ?? M.unexpected),
    };
  }

  return { mountRef, ready, loadError, confirm };
}
