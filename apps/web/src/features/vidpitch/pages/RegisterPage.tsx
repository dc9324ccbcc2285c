// /{uuid}/register (part B §4 "Registration link", §5 "Registration (broker)"): an expired or used link shows the
// expired text; an already registered broker goes to the payment page; otherwise the form, then login.
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { Alert, Anchor, Button, Card, Group, PasswordInput, Skeleton, Stack, TextInput, Title } from '@mantine/core';
import { registerBrokerFormSchema, VIDPITCH_MESSAGES as M } from '@vms/shared';
import { RegisterBrokerDocument } from '../../../gql/graphql';
import { zodResolver } from '../../../lib/zod-resolver';
import { runtimeConfig } from '../../../lib/runtime-config';
import { toastApiError, toastSuccess } from '../../../ui/toast';
import { PublicFrame } from '../components/PublicFrame';

interface Verify {
  error: string | null;
  isAlreadyRegistered: boolean;
  linkExpired: boolean;
  email: string | null;
}

export function RegisterPage() {
  const { uuid = '' } = useParams();
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const [check, setCheck] = useState<Verify | null>(null);
  const [register, { loading }] = useMutation(RegisterBrokerDocument);
  const form = useForm({
    initialValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
    validate: zodResolver(registerBrokerFormSchema),
  });
  useEffect(() => {
    fetch(`/api/verify-user?link_id=${encodeURIComponent(uuid)}&token=${encodeURIComponent(token)}`)
      .then((r) => r.json() as Promise<Verify>)
      .then((v) => {
        if (v.isAlreadyRegistered) return navigate(`/${uuid}/video-draft-purchase`, { replace: true });
        setCheck(v);
        if (v.email) form.setFieldValue('email', v.email);
      })
      .catch(() => setCheck({ error: M.somethingBad, isAlreadyRegistered: false, linkExpired: false, email: null }));
  }, [uuid, token]);
  const submit = form.onSubmit(async (v) => {
    try {
      await register({ variables: { firstName: v.firstName, lastName: v.lastName, email: v.email, password: v.password, uuid, token } });
      toastSuccess(M.registered);
      navigate('/login');
    } catch (e) {
      toastApiError(e);
    }
  });
  const support = runtimeConfig().supportEmail;
  return (
    <PublicFrame size="xs">
      <Card withBorder radius="md" p="lg">
        <Title order={1} fz="xl" mb="md">
          Register
        </Title>
        {!check ? (
          <Skeleton h={240} />
        ) : check.error ? (
          <Alert color="red">{check.error}</Alert>
        ) : check.linkExpired ? (
          <Alert color="orange">
            {M.registrationExpired} <Anchor href={`mailto:${support}`}>{support}</Anchor>
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <Group grow wrap="wrap">
                <TextInput label="First Name" withAsterisk {...form.getInputProps('firstName')} />
                <TextInput label="Last Name" withAsterisk {...form.getInputProps('lastName')} />
              </Group>
              <TextInput label="Email" disabled {...form.getInputProps('email')} />
              <PasswordInput label="Password" withAsterisk {...form.getInputProps('password')} />
              <PasswordInput label="Confirm Password" withAsterisk {...form.getInputProps('confirmPassword')} />
              <Button type="submit" loading={loading}>
                Register
              </Button>
            </Stack>
          </form>
        )}
      </Card>
    </PublicFrame>
  );
}
