// A guest's e-mail verification (part B §4, Bronze): the address, then the code e-mailed to it; a verified guest's
// token goes to the page, which asks the link again with it.
import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { commentVerificationCodeSchema, commentVerificationSchema } from '@vms/shared';
import { VerifyReviewGuestCodeDocument, VerifyReviewGuestDocument } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/graphql-errors';
import { toastApiError, toastSuccess } from '../../../ui/toast';

export function GuestVerification({
  assetId,
  opened,
  onClose,
  onGuest,
}: {
  assetId: string;
  opened: boolean;
  onClose: () => void;
  onGuest: (guestToken: string) => void;
}) {
  const client = useApolloClient();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  /** The second step of a guest's verification: the code e-mailed to the address (null until it is sent). */
  const [codeSentTo, setCodeSentTo] = useState<{ email: string; message: string } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  async function verify() {
    const parsed = commentVerificationSchema.safeParse({ email });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]!.message);
      return;
    }
    try {
      const r = await client.query({
        query: VerifyReviewGuestDocument,
        variables: { email: parsed.data.email, assetId },
        fetchPolicy: 'network-only',
      });
      setCodeSentTo(r.data!.approveReviewAssetCommentUser);
      setCode('');
      setCodeError(null);
    } catch (e) {
      toastApiError(e);
    }
  }

  async function checkCode() {
    if (!codeSentTo) return;
    const parsed = commentVerificationCodeSchema.safeParse({ email: codeSentTo.email, code });
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]!.message);
      return;
    }
    try {
      const r = await client.mutate({
        mutation: VerifyReviewGuestCodeDocument,
        variables: { email: parsed.data.email, assetId, code: parsed.data.code },
      });
      toastSuccess(r.data!.verifyReviewAssetCommentUser.message);
      onGuest(r.data!.verifyReviewAssetCommentUser.guestToken!);
      onClose();
      setCodeSentTo(null);
    } catch (e) {
      setCodeError(errorMessage(e));
    }
  }

  return (
    <Modal opened={opened} onClose={() => (onClose(), setCodeSentTo(null))} title="Verify your e-mail">
      {codeSentTo ? (
        <Stack>
          <Text fz="sm">{codeSentTo.message}</Text>
          <TextInput
            label="Code"
            value={code}
            error={codeError}
            onChange={(e) => (setCode(e.currentTarget.value), setCodeError(null))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            data-autofocus
          />
          <Group justify="space-between">
            <Button variant="subtle" onClick={() => setCodeSentTo(null)}>
              Use another e-mail
            </Button>
            <Button onClick={() => void checkCode()}>Verify</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Text fz="sm" c="dimmed">
            Guests comment by e-mail: we send you a code. Comments show as a guest’s. Have an account? Log in instead.
          </Text>
          <TextInput
            label="Email"
            value={email}
            error={emailError}
            onChange={(e) => (setEmail(e.currentTarget.value), setEmailError(null))}
            autoComplete="email"
          />
          <Button onClick={() => void verify()}>Send code</Button>
        </Stack>
      )}
    </Modal>
  );
}
