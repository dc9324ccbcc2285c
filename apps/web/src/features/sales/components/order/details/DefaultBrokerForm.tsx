import { useState } from 'react';
import { Button, Card, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { defaultBrokerSchema } from '@vms/shared';
import type { DefaultBrokerInput, OrderDefaultBrokerFragment } from '../../../../../gql/graphql';
import { zodResolver } from '../../../../../lib/zod-resolver';
import type { TabSave } from '../../../order-tab';
import { useRegisterSave } from '../../../use-register-save';
import { BrokerImageInput } from './BrokerImageInput';

// A type alias, not an interface: the zod resolver takes a plain record.
type BrokerValues = {
  uuid: string;
  firstname: string;
  lastname: string;
  affiliation: string;
  title: string;
  phone: string;
  email: string;
  company: string;
  companyUrl: string;
  marketArea: string;
  /** Storage keys (default_broker/{uuid}/image|logo), not display URLs. */
  imageUrl: string | null;
  companyLogoUrl: string | null;
};

/** A saved default broker as addAssetDetails takes it back: the storage keys go where the display URLs came from. */
export function toBrokerInput(b: OrderDefaultBrokerFragment): DefaultBrokerInput {
  return {
    uuid: b.uuid,
    firstname: b.firstname,
    lastname: b.lastname,
    affiliation: b.affiliation,
    title: b.title,
    phone: b.phone,
    email: b.email,
    company: b.company,
    companyUrl: b.companyUrl,
    marketArea: b.marketArea,
    imageUrl: b.imageKey,
    companyLogoUrl: b.companyLogoKey,
  };
}

const TEXT_FIELDS: {
  name: Exclude<keyof BrokerValues, 'uuid' | 'imageUrl' | 'companyLogoUrl'>;
  label: string;
  required?: boolean;
  type?: string;
}[] = [
  { name: 'firstname', label: 'First name', required: true },
  { name: 'lastname', label: 'Last name', required: true },
  { name: 'affiliation', label: 'Affiliation' },
  { name: 'title', label: 'Title' },
  { name: 'phone', label: 'Phone', required: true, type: 'tel' },
  { name: 'email', label: 'Email', required: true, type: 'email' },
  { name: 'company', label: 'Company', required: true },
  { name: 'companyUrl', label: 'Company URL', required: true },
  { name: 'marketArea', label: 'Market Area' },
];

/**
 * Adds or edits one default broker (part A §5). While it is open, the header's Next and Save For Later save it first,
 * so nothing typed is lost on the way to the next tab.
 */
export function DefaultBrokerForm({
  broker,
  onSubmit,
  onCancel,
  registerSave,
  onDirtyChange,
}: {
  broker: OrderDefaultBrokerFragment | null;
  onSubmit: (broker: DefaultBrokerInput) => Promise<boolean>;
  onCancel: () => void;
  registerSave: (save: TabSave | null) => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const [uuid] = useState(() => broker?.uuid ?? crypto.randomUUID());
  const form = useForm<BrokerValues>({
    initialValues: {
      uuid,
      firstname: broker?.firstname ?? '',
      lastname: broker?.lastname ?? '',
      affiliation: broker?.affiliation ?? '',
      title: broker?.title ?? '',
      phone: broker?.phone ?? '',
      email: broker?.email ?? '',
      company: broker?.company ?? '',
      companyUrl: broker?.companyUrl ?? '',
      marketArea: broker?.marketArea ?? '',
      imageUrl: broker?.imageKey ?? null,
      companyLogoUrl: broker?.companyLogoKey ?? null,
    },
    validate: zodResolver(defaultBrokerSchema),
  });
  const [previews, setPreviews] = useState({ image: broker?.imageUrl ?? null, logo: broker?.companyLogoUrl ?? null });
  const [saving, setSaving] = useState(false);
  const dirty = form.isDirty();

  const save = async () => {
    if (form.validate().hasErrors) return false;
    // Nothing changed on a saved broker: close the form, there is nothing to send.
    if (broker && !dirty) {
      onCancel();
      return true;
    }
    setSaving(true);
    try {
      return await onSubmit(defaultBrokerSchema.parse({ ...form.getValues() }));
    } finally {
      setSaving(false);
    }
  };
  useRegisterSave(registerSave, onDirtyChange, save, dirty);
  const title = broker ? `Edit ${broker.firstname} ${broker.lastname}` : 'New default broker';

  return (
    <Card
      withBorder
      radius="md"
      p="md"
      component="form"
      aria-label={title}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {title}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {TEXT_FIELDS.map((f) => (
            <TextInput key={form.key(f.name)} label={f.label} withAsterisk={f.required} type={f.type} {...form.getInputProps(f.name)} />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <BrokerImageInput
            uuid={uuid}
            kind="image"
            label="Photo"
            preview={previews.image}
            onUploaded={(key, preview) => {
              form.setFieldValue('imageUrl', key);
              setPreviews((p) => ({ ...p, image: preview }));
            }}
          />
          <BrokerImageInput
            uuid={uuid}
            kind="logo"
            label="Company logo"
            preview={previews.logo}
            onUploaded={(key, preview) => {
              form.setFieldValue('companyLogoUrl', key);
              setPreviews((p) => ({ ...p, logo: preview }));
            }}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save broker
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
