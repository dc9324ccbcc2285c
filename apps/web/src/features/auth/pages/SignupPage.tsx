import { Link } from 'react-router';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { signupSchema } from '@vms/shared';
import { SignUpDocument } from '../../../gql/graphql';
import { errorCode, errorMessage } from '../../../lib/graphql-errors';
import { zodResolver } from '../../../lib/zod-resolver';
import { toastApiError } from '../../../ui/toast';
import { AuthLayout } from '../components/AuthLayout';
import { useStartSession } from '../use-start-session';

type Field = 'firstName' | 'lastName' | 'email' | 'password';
const FIELDS: readonly Field[] = ['firstName', 'lastName', 'email', 'password'];

/** The field a BAD_USER_INPUT error names (extensions.field), if it is one of this form's. */
function badInputField(error: unknown): Field | null {
  if (errorCode(error) !== 'BAD_USER_INPUT' || !CombinedGraphQLErrors.is(error)) return null;
  const field = error.errors[0]?.extensions?.field;
  return FIELDS.find((f) => f === field) ?? null;
}

export function SignupPage() {
  const startSession = useStartSession();
  const [signUp, { loading }] = useMutation(SignUpDocument);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { firstName: '', lastName: '', email: '', password: '' },
    validate: zodResolver(signupSchema),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const { data } = await signUp({ variables: signupSchema.parse(values) });
      if (data) startSession(data.signUp);
    } catch (error) {
      const field = badInputField(error);
      if (field) form.setFieldError(field, errorMessage(error));
      else toastApiError(error);
    }
  });

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Order and follow aerial and video projects for your listings."
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to="/login" fz="sm" fw={600}>
            Log in
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group grow align="flex-start" gap="md">
            <TextInput label="First name" autoComplete="given-name" key={form.key('firstName')} {...form.getInputProps('firstName')} />
            <TextInput label="Last name" autoComplete="family-name" key={form.key('lastName')} {...form.getInputProps('lastName')} />
          </Group>
          <TextInput label="Email" type="email" autoComplete="email" key={form.key('email')} {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            description="At least 8 characters."
            autoComplete="new-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth loading={loading}>
            Sign up
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
