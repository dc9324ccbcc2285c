// A fake Stripe.js for the browser (served in place of https://js.stripe.com/v3 with page.route), so that the
// purchase page's Payment Element code path runs for real: loadStripe → stripe.elements({ clientSecret }) →
// elements.create('payment').mount() → elements.submit() → stripe.confirmPayment({ redirect: 'if_required' }). Like
// Stripe.js it confirms the intent at the API with the publishable key and the client secret (here the local Stripe
// fake, which then sends the signed webhook to the app) and answers `{ error }` with Stripe's card_error on a decline.
// Its card fields are plain inputs instead of Stripe's iframe.

export function stripeJsFake(apiUrl: string): string {
  return `(() => {
  const API = ${JSON.stringify(apiUrl)};
  function Stripe(key) {
    let host = null;
    const field = (name) => host && host.querySelector('[name="' + name + '"]');
    const stripe = {
      elements(options) {
        const handlers = {};
        const element = {
          mount(target) {
            host = typeof target === 'string' ? document.querySelector(target) : target;
            host.innerHTML = '<div data-testid="fake-stripe-payment-element" style="display:grid;gap:8px;padding:12px;border:1px solid #e0e6eb;border-radius:6px">'
              + '<label style="display:grid;gap:4px;font-size:14px">Card number<input name="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" style="padding:8px;border:1px solid #ccc;border-radius:4px"></label>'
              + '<div style="display:grid;grid-template-columns:1fr 1fr;gap:8px">'
              + '<label style="display:grid;gap:4px;font-size:14px">Expiration date<input name="expiry" placeholder="MM / YY" style="padding:8px;border:1px solid #ccc;border-radius:4px;min-width:0"></label>'
              + '<label style="display:grid;gap:4px;font-size:14px">Security code<input name="cvc" placeholder="CVC" style="padding:8px;border:1px solid #ccc;border-radius:4px;min-width:0"></label>'
              + '</div></div>';
            setTimeout(() => handlers.ready && handlers.ready({ elementType: 'payment' }), 0);
          },
          on(event, cb) { handlers[event] = cb; return element; },
          off() { return element; },
          update() {},
          focus() {},
          blur() {},
          clear() {},
          unmount() { if (host) host.innerHTML = ''; },
          destroy() { if (host) host.innerHTML = ''; host = null; },
        };
        return {
          clientSecret: options && options.clientSecret,
          create(type) {
            if (type !== 'payment') throw new Error('the fake Stripe.js makes the payment element only');
            return element;
          },
          getElement() { return element; },
          update() {},
          async submit() {
            const number = (field('number') && field('number').value || '').replace(/\\s/g, '');
            if (!number) return { error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } };
            if (!/^\\d{2}\\s*\\/\\s*\\d{2}$/.test(field('expiry').value)) return { error: { type: 'validation_error', code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." } };
            return {};
          },
        };
      },
      async confirmPayment({ elements, clientSecret, confirmParams, redirect }) {
        const secret = clientSecret || elements.clientSecret;
        const id = secret.split('_secret_')[0];
        const [month, year] = field('expiry').value.split('/').map((s) => s.trim());
        const billing = (confirmParams.payment_method_data || {}).billing_details || {};
        const body = new URLSearchParams({
          key,
          client_secret: secret,
          return_url: confirmParams.return_url,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': field('number').value.replace(/\\s/g, ''),
          'payment_method_data[card][exp_month]': month,
          'payment_method_data[card][exp_year]': year,
          'payment_method_data[card][cvc]': field('cvc').value,
          'payment_method_data[billing_details][name]': billing.name || '',
          'payment_method_data[billing_details][address][postal_code]': (billing.address || {}).postal_code || '',
        });
        let res;
        try {
          res = await fetch(API + '/v1/payment_intents/' + id + '/confirm', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
        } catch (e) {
          return { error: { type: 'api_connection_error', message: 'An error occurred with our connection to Stripe.' } };
        }
        const answer = await res.json();
        if (answer.error) return { error: answer.error };
        if (redirect !== 'if_required') {
          window.location.assign(confirmParams.return_url + '?payment_intent=' + id + '&payment_intent_client_secret=' + encodeURIComponent(secret) + '&redirect_status=' + answer.status);
          return {};
        }
        return { paymentIntent: answer };
      },
      async retrievePaymentIntent(secret) {
        const id = secret.split('_secret_')[0];
        const res = await fetch(API + '/v1/payment_intents/' + id + '?' + new URLSearchParams({ key, client_secret: secret }));
        const answer = await res.json();
        return answer.error ? { error: answer.error } : { paymentIntent: answer };
      },
    };
    return stripe;
  }
  Stripe.version = 3;
  window.Stripe = Stripe;
})();
`;
}
