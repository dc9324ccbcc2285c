// The pilot's three-step profile (part B §2.6, §4 "Pilot wizard", §5 "Profiles"): general details, insurance, camera
// and other details, then the completed screen. Next is blocked until the step is valid. Registration adds the
// password and ends logged out at /login; editing shows 'Back to Projects' and returns to /pilot-dashboard/0.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconCircleCheck } from '@tabler/icons-react';
import { CAMERAS, COVERAGE_AREAS, DRONE_PLATFORMS, pilotProfileStep1, pilotProfileStep2, pilotProfileStep3 } from '@vms/shared';
import { UpdatePilotProfileDocument } from '../../../gql/graphql';
import { clearSession } from '../../../lib/session';
import { toastApiError, toastSuccess } from '../../../ui/toast';

export type ProfileValues = {
  firstName: string;
  companyName: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  coverageArea: string;
  password: string;
  confirmPassword: string;
  faaLicenseNumber: string;
  faaExpireDate: string;
  insurancePolicyNumber: string;
  insuranceExpireDate: string;
  dronePlatform: string;
  camera: string;
  offerInteriorDronePhotos: boolean;
  offerProfessionalInteriorDronePhotos: boolean;
  offerMatterPortOrOtherTours: boolean;
  offerThermalDrone: boolean;
};

export const EMPTY_PROFILE: ProfileValues = {
  firstName: '',
  companyName: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  coverageArea: '',
  password: '',
  confirmPassword: '',
  faaLicenseNumber: '',
  faaExpireDate: '',
  insurancePolicyNumber: '',
  insuranceExpireDate: '',
  dronePlatform: '',
  camera: '',
  offerInteriorDronePhotos: false,
  offerProfessionalInteriorDronePhotos: false,
  offerMatterPortOrOtherTours: false,
  offerThermalDrone: false,
};

const OFFERS = [
  ['offerInteriorDronePhotos', 'I offer interior drone photos'],
  ['offerProfessionalInteriorDronePhotos', 'I offer professional interior photos'],
  ['offerMatterPortOrOtherTours', 'I offer Matterport or other 3D tours'],
  ['offerThermalDrone', 'I offer thermal drone imaging'],
] as const;

export interface PilotProfileWizardProps {
  mode: 'registration' | 'edit';
  email: string;
  token?: string;
  initial: ProfileValues;
}

export function PilotProfileWizard({ mode, email, token, initial }: PilotProfileWizardProps) {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<ProfileValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { loading }] = useMutation(UpdatePilotProfileDocument);
  const schemas = [pilotProfileStep1(mode), pilotProfileStep2(mode), pilotProfileStep3];

  const text = (name: keyof ProfileValues) => ({
    value: values[name] as string,
    error: errors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      if (errors[name]) setErrors((er) => ({ ...er, [name]: '' }));
    },
  });
  const select = (name: keyof ProfileValues) => ({
    value: (values[name] as string) || null,
    error: errors[name],
    onChange: (value: string | null) => {
      setValues((v) => ({ ...v, [name]: value ?? '' }));
      if (errors[name]) setErrors((er) => ({ ...er, [name]: '' }));
    },
  });

  function valid(i: number): boolean {
    const r = schemas[i]!.safeParse(values);
    if (r.success) {
      setErrors({});
      return true;
    }
    const next: Record<string, string> = {};
    for (const issue of r.error.issues) next[String(issue.path[0])] ??= issue.message;
    setErrors(next);
    return false;
  }

  async function finish() {
    if (!valid(2)) return;
    const { confirmPassword: _c, password, ...rest } = values;
    try {
      const r = await save({
        variables: {
          email,
          token: token ?? null,
          input: { ...rest, ...(mode === 'registration' ? { password } : {}), isProfileUpdated: true },
        },
      });
      if (r.data) toastSuccess(r.data.updateProfile.message);
      setStep(3);
      if (mode === 'registration') {
        clearSession();
        setTimeout(() => void navigate('/login', { replace: true }), 1200);
      } else setTimeout(() => void navigate('/pilot-dashboard/0'), 1200);
    } catch (err) {
      toastApiError(err);
    }
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={820} mx="auto" w="100%">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1} fz={{ base: 20, sm: 24 }}>
            {mode === 'registration' ? 'Create your pilot profile' : 'Edit your pilot profile'}
          </Title>
          {mode === 'edit' && (
            <Anchor component={Link} to="/pilot-dashboard/0" fz="sm">
              Back to Projects
            </Anchor>
          )}
        </Group>
        <Stepper active={step} size="sm" allowNextStepsSelect={false} onStepClick={(i) => i < step && setStep(i)}>
          <Stepper.Step label="General details">
            <Stack gap="sm" mt="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput label="Name" {...text('firstName')} />
                <TextInput label="Email" value={email} disabled />
                <TextInput label="Company" {...text('companyName')} />
                <TextInput label="Phone" type="tel" {...text('phone')} />
                <TextInput label="Address" {...text('address')} />
                <TextInput label="City" {...text('city')} />
                <TextInput label="State" {...text('state')} />
                <TextInput label="Zip" {...text('zip')} />
                <Select
                  label="Coverage area (miles)"
                  data={COVERAGE_AREAS.map((c) => ({ value: c, label: `${c} miles` }))}
                  {...select('coverageArea')}
                />
              </SimpleGrid>
              {mode === 'registration' && (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <PasswordInput label="Password" {...text('password')} />
                  <PasswordInput label="Confirm Password" {...text('confirmPassword')} />
                </SimpleGrid>
              )}
            </Stack>
          </Stepper.Step>
          <Stepper.Step label="Insurance">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="md">
              <TextInput label="FAA license number" {...text('faaLicenseNumber')} />
              <TextInput label="FAA expire date" type="date" {...text('faaExpireDate')} />
              <TextInput label="Insurance policy number" {...text('insurancePolicyNumber')} />
              <TextInput label="Insurance expire date" type="date" {...text('insuranceExpireDate')} />
            </SimpleGrid>
          </Stepper.Step>
          <Stepper.Step label="Camera and other details">
            <Stack gap="sm" mt="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <Select label="Drone platform" data={[...DRONE_PLATFORMS]} {...select('dronePlatform')} />
                <Select label="Camera" data={[...CAMERAS]} {...select('camera')} />
              </SimpleGrid>
              {OFFERS.map(([name, label]) => (
                <Checkbox
                  key={name}
                  label={label}
                  checked={values[name]}
                  onChange={(e) => {
                    const checked = e.currentTarget.checked;
                    setValues((v) => ({ ...v, [name]: checked }));
                  }}
                />
              ))}
            </Stack>
          </Stepper.Step>
          <Stepper.Completed>
            <Stack align="center" gap="sm" py="lg">
              <IconCircleCheck size={48} color="var(--mantine-color-teal-6)" aria-hidden />
              <Text fw={600}>
                {mode === 'registration' ? 'Your profile is ready. Sign in to see your projects.' : 'Your profile is up to date.'}
              </Text>
            </Stack>
          </Stepper.Completed>
        </Stepper>
        {step < 3 && (
          <Group justify="space-between">
            <Button variant="default" onClick={() => setStep((s) => Math.max(0, s - 1))} disabled={step === 0}>
              Back
            </Button>
            {step < 2 ? (
              <Button onClick={() => valid(step) && setStep((s) => s + 1)}>Next</Button>
            ) : (
              <Button onClick={() => void finish()} loading={loading}>
                {mode === 'registration' ? 'Create Profile' : 'Save Profile'}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
