// The editor's two-step profile (part B §2.5, §4 "editor wizard", §5 "Profiles", §9 "4 stars in the profile header"):
// step 1 general details, step 2 skills, then the completion screen. Next is blocked until the step is valid; the
// whole profile goes in one updateProfile(role vms-editor, email, input). After creation the editor lands in the portal.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import {
  Anchor,
  Avatar,
  Button,
  FileButton,
  Group,
  Paper,
  Rating,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconPhoto } from '@tabler/icons-react';
import { EDITOR_COUNTRIES, EDITOR_SKILLS, EDITOR_TIME_ZONES } from '@vms/shared';
import { EditorUpdateProfileDocument } from '../../../gql/graphql';
import { readAuth, writeAuth } from '../../../lib/auth-storage';
import { toastApiError, toastError, toastSuccess } from '../../../ui/toast';
import { EDITOR_PATHS } from '../editor-paths';
import { shrinkPhoto, stepErrors, type EditorProfileValues } from '../profile-form';

interface Props {
  mode: 'create' | 'edit';
  email: string;
  initial: EditorProfileValues;
  /** The PM reviews' average (1–4) and count, for the header's stars. */
  stars: { avg: number | null; reviews: number; completed: number };
  location: string | null;
}

function ProfileHeader({
  values,
  email,
  stars,
  location,
}: {
  values: EditorProfileValues;
  email: string;
  stars: Props['stars'];
  location: string | null;
}) {
  const name = [values.firstName, values.lastName].filter(Boolean).join(' ') || email;
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Avatar src={values.photo || null} size={64} radius="xl" color="blue" alt={name}>
        {name.slice(0, 2).toUpperCase()}
      </Avatar>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={700} fz="lg" truncate>
          {name}
        </Text>
        <Group gap={6} wrap="wrap">
          <Rating
            value={stars.avg ?? 0}
            count={4}
            fractions={4}
            readOnly
            aria-label={`${stars.avg ?? 0} of 4 stars`}
            data-testid="profile-stars"
          />
          <Text fz="xs" c="dimmed">
            {stars.reviews ? `${stars.avg?.toFixed(1)} from ${stars.reviews} review${stars.reviews === 1 ? '' : 's'}` : 'No reviews yet'} ·{' '}
            {stars.completed} completed
          </Text>
        </Group>
        {location && (
          <Text fz="xs" c="dimmed">
            {location}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

export function EditorProfileWizard({ mode, email, initial, stars, location }: Props) {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<EditorProfileValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { loading }] = useMutation(EditorUpdateProfileDocument);

  const set = <K extends keyof EditorProfileValues>(name: K, value: EditorProfileValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((er) => ({ ...er, [name]: '' }));
  };
  const text = (name: keyof EditorProfileValues) => ({
    value: values[name] as string,
    error: errors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(name, e.currentTarget.value),
  });
  const select = (name: keyof EditorProfileValues) => ({
    value: (values[name] as string) || null,
    error: errors[name],
    onChange: (value: string | null) => set(name, value ?? ''),
  });

  function valid(s: 0 | 1): boolean {
    const e = stepErrors(s, values);
    setErrors(e);
    return !Object.keys(e).length;
  }

  async function pickPhoto(file: File | null) {
    if (!file) return;
    if (!/^image\/(jpeg|png|webp)$/.test(file.type)) return toastError(`${file.name.split('.').pop()} file format not allowed.`);
    try {
      set('photo', await shrinkPhoto(file));
    } catch {
      toastError('Unable to load image.');
    }
  }

  async function finish() {
    if (!valid(1)) return;
    try {
      const r = await save({ variables: { email, token: null, input: values } });
      toastSuccess(r.data!.updateProfile.message);
      const auth = readAuth();
      if (auth) writeAuth({ ...auth, isEditorProfileUpdated: true, photo: values.photo || auth.photo });
      setStep(2);
      setTimeout(() => void navigate(EDITOR_PATHS.list), 1500);
    } catch (e) {
      toastApiError(e);
    }
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={860} mx="auto" w="100%">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} fz={{ base: 20, sm: 24 }}>
            {mode === 'create' ? 'Create your editor profile' : 'Edit your editor profile'}
          </Title>
          {mode === 'edit' && (
            <Anchor component={Link} to={EDITOR_PATHS.list} fz="sm">
              Back to Projects
            </Anchor>
          )}
        </Group>
        <ProfileHeader values={values} email={email} stars={stars} location={location} />
        <Stepper active={step} size="sm" allowNextStepsSelect={false} onStepClick={(i) => i < step && setStep(i)}>
          <Stepper.Step label="General details">
            <Stack gap="sm" mt="md">
              <Group gap="sm">
                <FileButton onChange={(f) => void pickPhoto(f)} accept="image/png,image/jpeg,image/webp">
                  {(props) => (
                    <Button variant="light" size="xs" leftSection={<IconPhoto size={14} />} {...props}>
                      {values.photo ? 'Change photo' : 'Add photo'}
                    </Button>
                  )}
                </FileButton>
                {values.photo && (
                  <Button variant="subtle" size="xs" color="gray" onClick={() => set('photo', '')}>
                    Remove photo
                  </Button>
                )}
                {errors.photo && (
                  <Text fz="xs" c="red">
                    {errors.photo}
                  </Text>
                )}
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput label="First name" withAsterisk {...text('firstName')} />
                <TextInput label="Last name" withAsterisk {...text('lastName')} />
                <TextInput label="Email" value={email} disabled />
                <TextInput label="Phone" type="tel" withAsterisk {...text('phone')} />
                <TextInput label="Office phone" type="tel" withAsterisk {...text('officePhone')} />
                <TextInput label="Address" withAsterisk {...text('address')} />
                <TextInput label="City" withAsterisk {...text('city')} />
                <TextInput label="State" withAsterisk {...text('state')} />
                <TextInput label="Zip" withAsterisk {...text('zip')} />
                <Select label="Country" withAsterisk data={[...EDITOR_COUNTRIES]} {...select('country')} />
                <Select label="Time zone" withAsterisk searchable data={[...EDITOR_TIME_ZONES]} {...select('timeZone')} />
                <TextInput label="Payment vendor name" {...text('paymentVendorName')} />
                <TextInput label="Vendor id" {...text('editorVendorId')} />
              </SimpleGrid>
            </Stack>
          </Stepper.Step>
          <Stepper.Step label="Skills">
            <Stack gap="md" mt="md">
              <Text fz="sm" c="dimmed">
                Switch on what you edit; PMs find you by these skills.
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" role="group" aria-label="Skills">
                {EDITOR_SKILLS.map((s, i) => (
                  <Paper key={s} withBorder radius="md" p="sm">
                    <Switch
                      label={s}
                      checked={values.editorSkillsRatings[i] === 1}
                      onChange={(e) => {
                        const on = e.currentTarget.checked;
                        set(
                          'editorSkillsRatings',
                          values.editorSkillsRatings.map((x, k) => (k === i ? (on ? 1 : 0) : x)),
                        );
                      }}
                    />
                  </Paper>
                ))}
              </SimpleGrid>
              {errors.editorSkillsRatings && (
                <Text fz="sm" c="red" role="alert">
                  {errors.editorSkillsRatings}
                </Text>
              )}
              <TextInput label="Available from" type="date" withAsterisk maw={260} {...text('availableFrom')} />
            </Stack>
          </Stepper.Step>
          <Stepper.Completed>
            <Stack align="center" gap="sm" py="lg">
              <IconCircleCheck size={48} color="var(--mantine-color-teal-6)" aria-hidden />
              <Text fw={600}>{mode === 'create' ? 'Your profile is ready.' : 'Your profile is up to date.'}</Text>
              <Button component={Link} to={EDITOR_PATHS.list}>
                Go to my projects
              </Button>
            </Stack>
          </Stepper.Completed>
        </Stepper>
        {step < 2 && (
          <Group justify="space-between">
            <Button variant="default" onClick={() => setStep((s) => Math.max(0, s - 1))} disabled={step === 0}>
              Back
            </Button>
            {step === 0 ? (
              <Button onClick={() => valid(0) && setStep(1)}>Next</Button>
            ) : (
              <Button onClick={() => void finish()} loading={loading}>
                {mode === 'create' ? 'Create Profile' : 'Save Profile'}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
