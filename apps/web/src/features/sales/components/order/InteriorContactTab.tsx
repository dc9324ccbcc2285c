import '@mantine/dates/styles.css';
import { Card, Grid, Select, Text, TextInput, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm, type FormErrors } from '@mantine/form';
import {
  ORDER_MESSAGES,
  SHOOT_DATE_PAST_MESSAGE,
  SHOOT_TIME_STEP_MINUTES,
  interiorVideoContactSchema,
  isBlankContact,
  isInteriorContactComplete,
  shootDateNotPast,
  todayIso,
} from '@vms/shared';
import type { OrderDetailFragment } from '../../../../gql/graphql';
import { DATE_FORMAT } from '../../../../lib/format';
import { zodResolver } from '../../../../lib/zod-resolver';
import { toastError } from '../../../../ui/toast';
import type { OrderTabProps, SaveIntent } from '../../order-tab';
import { useRegisterSave } from '../../use-register-save';
import { useSaveDetails } from '../../use-save-details';

/** 00:00, 00:15, … 23:45: the shoot time in 15-minute steps. */
export const SHOOT_TIMES = Array.from({ length: (24 * 60) / SHOOT_TIME_STEP_MINUTES }, (_, i) => {
  const minutes = i * SHOOT_TIME_STEP_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

interface ContactValues {
  name: string;
  email: string;
  phone: string;
  shootDate: string | null;
  /** 'hh:mm' in the form; sent as 'hh:mm:ss'. */
  shootTime: string | null;
  additionalNotes: string;
}

const schemaErrors = zodResolver(interiorVideoContactSchema);

/** An untouched contact passes (it is sent as null); anything typed is checked whole, and the date may not be past. */
function validate(values: ContactValues): FormErrors {
  if (isBlankContact({ ...values })) return {};
  const errors = schemaErrors({ ...values });
  if (!errors.shootDate && !shootDateNotPast(values.shootDate)) errors.shootDate = SHOOT_DATE_PAST_MESSAGE;
  return errors;
}

/** Tab 6: who lets the crew in for the interior video, and when. */
export function InteriorContactTab({ assetId, detail, registerSave, onDirtyChange }: OrderTabProps<OrderDetailFragment>) {
  const saved = detail.interiorVideoContact;
  const form = useForm<ContactValues>({
    initialValues: {
      name: saved?.name ?? '',
      email: saved?.email ?? '',
      phone: saved?.phone ?? '',
      shootDate: saved?.shootDate ?? null,
      shootTime: saved?.shootTime ? saved.shootTime.slice(0, 5) : null,
      additionalNotes: saved?.additionalNotes ?? '',
    },
    validate,
  });
  const saveDetails = useSaveDetails(assetId);
  const dirty = form.isDirty();

  const save = async (intent?: SaveIntent) => {
    const values = form.getValues();
    const blank = isBlankContact({ ...values });
    // Save For Later keeps an order only with the contact either untouched or complete (part A §5).
    if (intent === 'later' && !blank && !isInteriorContactComplete({ ...values })) {
      form.validate();
      toastError(ORDER_MESSAGES.interiorIncomplete);
      return false;
    }
    if (form.validate().hasErrors) return false;
    if (!dirty) return true;
    if (blank) return saveDetails({ interiorVideoContact: null }, intent);
    const c = interiorVideoContactSchema.parse({ ...values });
    return saveDetails(
      {
        interiorVideoContact: {
          name: c.name,
          email: c.email,
          phone: c.phone ?? null,
          shootDate: c.shootDate ?? null,
          shootTime: c.shootTime ?? null,
          additionalNotes: c.additionalNotes,
        },
      },
      intent,
    );
  };
  useRegisterSave(registerSave, onDirtyChange, save, dirty);

  return (
    <Card withBorder radius="md" p="lg">
      <Text c="dimmed" fz="sm" mb="md">
        The person who gives the crew access for the interior video. Leave everything empty if there is no interior shoot.
      </Text>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Name" autoComplete="name" key={form.key('name')} {...form.getInputProps('name')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Email" type="email" autoComplete="email" key={form.key('email')} {...form.getInputProps('email')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            placeholder="(555) 123-4567"
            key={form.key('phone')}
            {...form.getInputProps('phone')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <DateInput
            size="md"
            label="Shoot date"
            placeholder={DATE_FORMAT}
            valueFormat={DATE_FORMAT}
            minDate={todayIso()}
            clearable
            key={form.key('shootDate')}
            {...form.getInputProps('shootDate')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <Select
            size="md"
            label="Shoot time"
            placeholder="hh:mm"
            data={SHOOT_TIMES}
            searchable
            clearable
            key={form.key('shootTime')}
            {...form.getInputProps('shootTime')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea
            size="md"
            label="Additional notes"
            rows={4}
            resize="vertical"
            key={form.key('additionalNotes')}
            {...form.getInputProps('additionalNotes')}
          />
        </Grid.Col>
      </Grid>
    </Card>
  );
}
