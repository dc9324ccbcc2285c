import { Button, Card, Group, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { addBrokerEmailSchema } from '@vms/shared';
import { AddNewBrokerToAssetDocument, AssetOrderDocument } from '../../../../../gql/graphql';
import { errorMessage, isAuthError } from '../../../../../lib/graphql-errors';
import { zodResolver } from '../../../../../lib/zod-resolver';
import { toastSuccess } from '../../../../../ui/toast';

/** Adds a broker of the directory to the listing by e-mail; the server's refusal shows on the field. */
export function AddBrokerByEmail({ assetId }: { assetId: string }) {
  const form = useForm({ initialValues: { email: '' }, validate: zodResolver(addBrokerEmailSchema) });
  const [add, { loading }] = useMutation(AddNewBrokerToAssetDocument, { refetchQueries: [AssetOrderDocument], awaitRefetchQueries: true });

  const submit = form.onSubmit(async (values) => {
    const { email } = addBrokerEmailSchema.parse(values);
    try {
      const { data } = await add({ variables: { id: assetId, email } });
      toastSuccess(data!.addNewBrokerToAsset.message);
      form.reset();
    } catch (err) {
      if (!isAuthError(err)) form.setFieldError('email', errorMessage(err));
    }
  });

  return (
    <Card withBorder radius="md" p="lg">
      <Title order={2} fz="h4">
        Add broker by e-mail
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        A broker of the directory joins the listing's brokers.
      </Text>
      <form onSubmit={submit} noValidate aria-label="Add broker by e-mail">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Broker e-mail"
            type="email"
            autoComplete="off"
            key={form.key('email')}
            {...form.getInputProps('email')}
            style={{ flex: '1 1 240px' }}
          />
          <Button type="submit" loading={loading} mt={25}>
            Add broker
          </Button>
        </Group>
      </form>
    </Card>
  );
}
