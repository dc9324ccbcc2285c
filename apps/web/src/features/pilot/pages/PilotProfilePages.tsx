// /pilot-portal/edit-profile (pilot, QA) and the public /pilot-registration/email={email}/name={name}/company={company}
// page of the invite's signed link (part B §2.6; DECISIONS.md part B).
import { useParams, useSearchParams } from 'react-router';
import { Anchor, Box, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { PROFILE_MESSAGES } from '@vms/shared';
import { CheckInviteLinkDocument, PilotProfileDocument } from '../../../gql/graphql';
import { isAuthError } from '../../../lib/graphql-errors';
import { runtimeConfig } from '../../../lib/runtime-config';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { EMPTY_PROFILE, PilotProfileWizard } from '../components/PilotProfileWizard';

export function PilotEditProfilePage() {
  const { data, error } = useQuery(PilotProfileDocument, { fetchPolicy: 'network-only' });
  if (error && !isAuthError(error)) return <ErrorPanel error={error} title="Could not load your profile" />;
  const p = data?.pilotProfile;
  if (!p) return <Skeleton h={480} radius="lg" aria-label="Loading your profile" />;
  const s = (v: string | null | undefined) => v ?? '';
  return (
    <PilotProfileWizard
      mode="edit"
      email={p.email}
      initial={{
        ...EMPTY_PROFILE,
        firstName: p.firstName,
        companyName: s(p.companyName),
        phone: s(p.phone),
        address: s(p.address),
        city: s(p.city),
        state: s(p.state),
        zip: s(p.zip),
        coverageArea: s(p.coverageArea),
        faaLicenseNumber: s(p.faaLicenseNumber),
        faaExpireDate: s(p.faaExpireDate),
        insurancePolicyNumber: s(p.insurancePolicyNumber),
        insuranceExpireDate: s(p.insuranceExpireDate),
        dronePlatform: s(p.dronePlatform),
        camera: s(p.camera),
        offerInteriorDronePhotos: p.offerInteriorDronePhotos,
        offerProfessionalInteriorDronePhotos: p.offerProfessionalInteriorDronePhotos,
        offerMatterPortOrOtherTours: p.offerMatterPortOrOtherTours,
        offerThermalDrone: p.offerThermalDrone,
      }}
    />
  );
}

/** 'email=a%40b.c' → 'a@b.c'. */
const after = (segment: string | undefined, key: string) => {
  if (!segment?.startsWith(`${key}=`)) return '';
  try {
    return decodeURIComponent(segment.slice(key.length + 1));
  } catch {
    return '';
  }
};

export function PilotRegistrationPage() {
  const { emailPart, namePart, companyPart } = useParams();
  const [search] = useSearchParams();
  const email = after(emailPart, 'email').trim().toLowerCase();
  const name = after(namePart, 'name');
  const company = after(companyPart, 'company');
  const token = search.get('token') ?? '';
  const check = useQuery(CheckInviteLinkDocument, { variables: { email, token }, skip: !email || !token, fetchPolicy: 'network-only' });
  const status = !email || !token ? 404 : check.data?.checkInviteLink.status;

  let body;
  if (status === undefined) body = <Skeleton h={480} radius="lg" aria-label="Checking your link" />;
  else if (status !== 200)
    body = (
      <Paper withBorder radius="lg" p="xl" maw={560} mx="auto" role="alert">
        <Stack gap="sm">
          <Text fw={600}>{PROFILE_MESSAGES.linkExpired}</Text>
          <Anchor href={`mailto:${runtimeConfig().supportEmail}`}>Contact support</Anchor>
        </Stack>
      </Paper>
    );
  else
    body = (
      <PilotProfileWizard
        mode="registration"
        email={email}
        token={token}
        initial={{ ...EMPTY_PROFILE, firstName: name, companyName: company === '-' ? '' : company }}
      />
    );
  return (
    <Box p={{ base: 'sm', sm: 'xl' }} mih="100vh" bg="gray.0">
      {body}
    </Box>
  );
}
