// /{uuid}/video-draft-purchase (part B §4, §5 "Billing"): the billing form and the card, for a registered broker's
// video not yet bought. The local sandbox (default) shows its own test-card form, clearly labelled; the amount is the
// server's. The result page reads the intent's state from the server.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { billingSchema, testCardSchema, VIDEO_PRICE_LABEL, VIDPITCH_MESSAGES as M } from '@vms/shared';
import { ConfirmTestPaymentDocument, CreatePaymentIntentDocument, GetPurchasedVideoStatusDocument } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/graphql-errors';
import { PublicFrame } from '../components/PublicFrame';


export function PurchasePage() {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const status = useQuery(GetPurchasedVideoStatusDocument, { variables: { uuid }, fetchPolicy: 'network-only' });
  const [createIntent] = useMutation(CreatePaymentIntentDocument);
  const [confirm] = useMutation(ConfirmTestPaymentDocument);
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const s = status.data?.getPurchasedVideoStatus;
  useEffect(() => {
    if (!s || s.isVideoPurchased || !s.isBrokerRegistered || secret) return;
    createIntent({ variables: { uuid, brokerEmail: s.brokerEmail } }).then(
      (r) => setSecret(r.data!.createPaymentIntent.clientSecret),
      (e: unknown) => setError(errorMessage(e)),
    );
  }, [s, uuid, secret, createIntent]);
  const form = useForm({
    initialValues: { name: '', line1: '', city: '', postal_code: '', number: '', expiry: '', cvc: '' },
    validate: (v) => {
      const out: Record<string, string> = {};
      const b = billingSchema.safeParse({ name: v.name, address: { line1: v.line1, city: v.city, postal_code: v.postal_code } });
      if (!b.success) for (const i of b.error.issues) out[String(i.path[i.path.length - 1])] ??= i.message;
      const c = testCardSchema.safeParse({ number: v.number, expiry: v.expiry, cvc: v.cvc });
      if (!c.success) for (const i of c.error.issues) out[String(i.path[0])] ??= i.message;
      return out;
    },
  });
  const pay = form.onSubmit(async (v) => {
    if (!secret) return;
    setBusy(true);
    setError(null);
    try {
      const r = await confirm({
        variables: { clientSecret: secret, card: { number: v.number, expiry: v.expiry, cvc: v.cvc }, billing: { name: v.name, address: { line1: v.line1, city: v.city, postal_code: v.postal_code, country: 'US' } } },
      });
      const res = r.data!.confirmTestPayment;
      if (res.status === 'requires_payment_method') setError(`${res.error ?? ''} ${res.message}`.trim());
      else navigate(`/payment-success?payment_intent_client_secret=${encodeURIComponent(secret)}`);
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
          <Title order={1} fz="xl">Purchase Video {VIDEO_PRICE_LABEL}</Title>
          <Badge color="orange" variant="light">Test mode — no real charge</Badge>
        </Group>
        {status.error ? (
          <Alert color="red">{errorMessage(status.error)}</Alert>
        ) : !s ? (
          <Skeleton h={300} />
        ) : s.isVideoPurchased ? (
          <Alert color="teal">{M.alreadyPurchased} <Link to={`/${uuid}/video-download`}>Download Video</Link></Alert>
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
              <Text fw={600} mt="sm">Card</Text>
              <TextInput label="Card number" placeholder="4242 4242 4242 4242" autoComplete="cc-number" {...form.getInputProps('number')} />
              <Group grow wrap="wrap">
                <TextInput label="Expiry (MM/YY)" placeholder="12/34" autoComplete="cc-exp" {...form.getInputProps('expiry')} />
                <TextInput label="CVC" placeholder="123" autoComplete="cc-csc" {...form.getInputProps('cvc')} />
              </Group>
              <Text c="dimmed" fz="xs">Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined.</Text>
              {busy && <Alert color="blue">{M.paymentProcessing}</Alert>}
              {error && <Alert color="red" role="alert">{error}</Alert>}
              <Button type="submit" loading={busy} disabled={!secret}>Pay {VIDEO_PRICE_LABEL}</Button>
            </Stack>
          </form>
        )}
      </Card>
    </PublicFrame>
  );
}
