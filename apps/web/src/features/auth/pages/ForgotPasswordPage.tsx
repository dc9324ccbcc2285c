import { Link, useNavigate } from 'react-router';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { forgotPasswordSchema } from '@vms/shared';
import { ForgotPasswordDocument } from '../../../gql/graphql';
import { zodResolver } from '../../../lib/zod-resolver';
import { toastApiError, toastError } from '../../../ui/toast';
import { AuthLayout } from '../components/AuthLayout';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [forgotPassword, { loading }] = useMutation(ForgotPasswordDocument);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: zodResolver(forgotPasswordSchema),
  });

  const submit = form.onSubmit(async (values) => {
    const { email } = forgotPasswordSchema.parse(values);
    try {
      const { data } = await forgotPassword({ variables: { email } });
      if (!data) return;
      if (data.forgotPassword.status === 200) void navigate('/reset-email-sent', { state: { email } });
      else toastError(data.forgotPassword.message);
    } catch (error) {
      toastApiError(error);
    }
  });

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <Anchor component={Link} to="/login" fz="sm" fw={600}>
          Back to login
        </Anchor>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" key={form.key('email')} {...form.getInputProps('email')} />
          <Button type="submit" fullWidth loading={loading}>
            Send reset instructions
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
