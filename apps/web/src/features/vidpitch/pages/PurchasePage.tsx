// /{uuid}/video-draft-purchase (part B §4, §5 "Billing"): the billing form and the card, for a registered broker's
// video not yet bought. The local sandbox (default) shows its own test-card form, clearly labelled; with Stripe the
// Payment Element takes the card (useStripePaymentElement). The amount is the server's; the result page reads the
// intent's state from the server.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { billingSchema, testCardSchema, VIDEO_PRICE_LABEL, VIDPITCH_MESSAGES as M, type Billing } from '@vms/shared';
import { ConfirmTestPaymentDocument, CreatePaymentIntentDocument, GetPurchasedVideoStatusDocument } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/graphql-errors';
import { PublicFrame } from '../components/PublicFrame';
import { useStripePaymentElement } from '../components/useStripePaymentElement';

export function PurchasePage() {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  // the state the page was drawn with (ADR 0023), then the server's again
  const status = useQuery(GetPurchasedVideoStatusDocument, { variables: { uuid }, fetchPolicy: 'cache-and-network' });
  const [createIntent] = useMutation(CreatePaymentIntentDocument);
  const [confirm] = useMutation(ConfirmTestPaymentDocument);
  const [intent, setIntent] = useState<{ clientSecret: string; provider: string; publishableKey?: string | null } | null>(null);
  const secret = intent?.clientSecret ?? null;
  const isStripe = intent?.provider === 'stripe';
  const stripe = useStripePaymentElement(
    isStripe && intent.publishableKey ? { publishableKey: intent.publishableKey, clientSecret: intent.clientSecret } : null,
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const s = status.data?.getPurchasedVideoStatus;
  // one intent per page: the effect follows the status's values, not each answer that repeats them
  const payable = !!s && !s.isVideoPurchased && s.isBrokerRegistered;
  const brokerEmail = s?.brokerEmail;
  useEffect(() => {
    if (!payable || !brokerEmail || secret) return;
    createIntent({ variables: { uuid, brokerEmail } }).then(
      (r) => setIntent(r.data!.createPaymentIntent),
      (e: unknown) => setError(errorMessage(e)),
    );
  }, [payable, brokerEmail, uuid, secret, createIntent]);

  const form = useForm({
    initialValues: { name: '', line1: '', city: '', postal_code: '', number: '', expiry: '', cvc: '' },
    validate: (v) => {
      const out: Record<string, string> = {};
      const b = billingSchema.safeParse({ name: v.name, address: { line1: v.line1, city: v.city, postal_code: v.postal_code } });
      if (!b.success) for (const i of b.error.issues) out[String(i.path[i.path.length - 1])] ??= i.message;
      if (isStripe) return out;
      const c = testCardSchema.safeParse({ number: v.number, expiry: v.expiry, cvc: v.cvc });
      if (!c.success) for (const i of c.error.issues) out[String(i.path[0])] ??= i.message;
      return out;
    },
  });
  const pay = form.onSubmit(async (v) => {
    if (!secret) return;
    setBusy(true);
    setError(null);
    const billing: Billing = { name: v.name, address: { line1: v.line1, city: v.city, postal_code: v.postal_code, country: 'US' } };
    const success = `/payment-success?payment_intent_client_secret=${encodeURIComponent(secret)}`;
    try {
      if (isStripe) {
        const r = await stripe.confirm(billing);
        if (r.ok) navigate(success);
        else setError(r.error);
        return;
      }
      const r = await confirm({ variables: { clientSecret: secret, card: { number: v.number, expiry: v.expiry, cvc: v.cvc }, billing } });
      const res = r.data!.confirmTestPayment;
      if (res.status === 'requires_payment_method') setError(`${res.error ?? ''} ${res.message}`.trim());
      else navigate(success);
    } catch (e) {
      setError(errorMessage(e) || M.unexpected);
    } finally {
      setBusy(false);
    }
  });

  return (
    <PublicFrame size="sm">
      <Card withBorder radius="md" p="lg">
        <Group justify="space-between" mb="md">
          <Title order={1} fz="xl">
            Purchase Video {VIDEO_PRICE_LABEL}
          </Title>
          {intent?.provider === 'local' && (
            <Badge color="orange" variant="light">
              Test mode — no real charge
            </Badge>
          )}
        </Group>
        {status.error ? (
          <Alert color="red">{errorMessage(status.error)}</Alert>
        ) : !s ? (
          <Skeleton h={300} />
        ) : s.isVideoPurchased ? (
          <Alert color="teal">
            {M.alreadyPurchased} <Link to={`/${uuid}/video-download`}>Download Video</Link>
          </Alert>
        ) : !s.isBrokerRegistered ? (
          <Alert color="orange">{M.registerFirst}</Alert>
        ) : (
          <form onSubmit={pay} noValidate>
            <Stack gap="sm">
              <Text fw={600}>Billing</Text>
              <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
              <TextInput label="Street address" withAsterisk {...form.getInputProps('line1')} />
              <Group grow wrap="wrap">
                <TextInput label="City" withAsterisk {...form.getInputProps('city')} />
                <TextInput label="Zip" withAsterisk {...form.getInputProps('postal_code')} />
              </Group>
              <Text fw={600} mt="sm">
                Card
              </Text>
              {!intent ? (
                <Skeleton h={120} />
              ) : isStripe ? (
                <>
                  {!stripe.ready && !stripe.loadError && <Skeleton h={120} />}
                  {stripe.loadError && <Alert color="red">{stripe.loadError}</Alert>}
                  <div ref={stripe.mountRef} data-testid="payment-element" />
                </>
              ) : (
                <>
                  <TextInput
                    label="Card number"
                    placeholder="4242 4242 4242 4242"
                    autoComplete="cc-number"
                    {...form.getInputProps('number')}
                  />
                  <Group grow wrap="wrap">
                    <TextInput label="Expiry (MM/YY)" placeholder="12/34" autoComplete="cc-exp" {...form.getInputProps('expiry')} />
                    <TextInput label="CVC" placeholder="123" autoComplete="cc-csc" {...form.getInputProps('cvc')} />
                  </Group>
                  <Text c="dimmed" fz="xs">
                    Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined.
                  </Text>
                </>
              )}
              {busy && <Alert color="blue">{M.paymentProcessing}</Alert>}
              {error && (
                <Alert color="red" role="alert">
                  {error}
                </Alert>
              )}
              <Button type="submit" loading={busy} disabled={!secret || (isStripe && !stripe.ready)}>
                Pay {VIDEO_PRICE_LABEL}
              </Button>
            </Stack>
          </form>
        )}
      </Card>
    </PublicFrame>
  );
}
