// /payment-success (part B §4 "Payment intent outcomes"): the intent's state as the provider recorded it (never the
// redirect's word) and its text. While it is processing (with Stripe: paid, its verified webhook not yet in) the page
// asks again every 2 seconds.
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Group, Skeleton, Text, Title } from '@mantine/core';
import { PAYMENT_OUTCOME_OTHER } from '@vms/shared';
import { GetPaymentIntentStatusDocument } from '../../../gql/graphql';
import { PublicFrame } from '../components/PublicFrame';

export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const secret = params.get('payment_intent_client_secret') ?? '';
  const q = useQuery(GetPaymentIntentStatusDocument, { variables: { clientSecret: secret }, skip: !secret, fetchPolicy: 'network-only' });
  const r = q.data?.getPaymentIntentStatus;
  const ok = r?.status === 'succeeded';
  const processing = r?.status === 'processing';
  const { startPolling, stopPolling } = q;
  useEffect(() => {
    if (!processing) return;
    startPolling(2000);
    return () => stopPolling();
  }, [processing, startPolling, stopPolling]);
  return (
    <PublicFrame size="sm">
      <Card withBorder radius="md" p="xl">
        <Title order={1} fz="xl" mb="md">
          Payment
        </Title>
        {!secret || q.error ? (
          <Alert color="red">{PAYMENT_OUTCOME_OTHER}</Alert>
        ) : !r ? (
          <Skeleton h={60} />
        ) : (
          <>
            <Alert color={ok ? 'teal' : r.status === 'processing' ? 'blue' : 'red'}>{r.message}</Alert>
            {r.error && (
              <Text c="dimmed" fz="sm" mt="xs">
                {r.error}
              </Text>
            )}
            <Group mt="lg">
              {ok ? (
                <Button component={Link} to={`/${r.videoId}/video-download`}>
                  Download Video
                </Button>
              ) : (
                <Button component={Link} to={`/${r.videoId}/video-draft-purchase`}>
                  Try again
                </Button>
              )}
              <Button component={Link} to={`/${r.videoId}/video-draft`} variant="subtle">
                Back to the video
              </Button>
            </Group>
          </>
        )}
      </Card>
    </PublicFrame>
  );
}
