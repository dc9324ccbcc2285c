// /editor-create-profile (a new editor) and /edit-profile (after) (part A §2, part B §2.5): the profile wizard on the
// editor's stored details. A finished profile opening the create route goes to the edit route, and the other way round.
import { Navigate, useLocation } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Box, Skeleton } from '@mantine/core';
import { EditorUserDetailsDocument } from '../../../gql/graphql';
import { tokenEmail, useAuth } from '../../../lib/auth-storage';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { EditorProfileWizard } from '../components/EditorProfileWizard';
import { EDITOR_PATHS } from '../editor-paths';
import { profileValues } from '../profile-form';

export function EditorProfilePage() {
  const auth = useAuth();
  const { pathname } = useLocation();
  const { data, error } = useQuery(EditorUserDetailsDocument, {
    variables: { userId: auth?.userId ?? '' },
    skip: !auth?.userId,
    fetchPolicy: 'network-only',
  });
  if (error) return <ErrorPanel error={error} title="Could not load your profile" />;
  const u = data?.getUserDetails;
  if (!u) return <Skeleton h={520} radius="lg" aria-label="Loading your profile" maw={860} mx="auto" />;
  const creating = pathname.startsWith(EDITOR_PATHS.createProfile);
  if (creating && u.isEditorProfileUpdated) return <Navigate to={EDITOR_PATHS.editProfile} replace />;
  if (!creating && !u.isEditorProfileUpdated) return <Navigate to={EDITOR_PATHS.createProfile} replace />;
  return (
    <Box py={{ base: 0, sm: 'md' }}>
      <EditorProfileWizard
        key={pathname}
        mode={creating ? 'create' : 'edit'}
        email={u.email || tokenEmail(auth?.token ?? '') || ''}
        initial={profileValues(u)}
        stars={{ avg: u.avgStars ?? null, reviews: u.totalReviews, completed: u.projectCompleted }}
        location={u.location ?? null}
      />
    </Box>
  );
}
