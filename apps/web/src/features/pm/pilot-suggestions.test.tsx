import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PmPilotSuggestionsDocument } from '../../gql/graphql';
import { renderUi } from '../../test/render';
import { InvitePilotForm } from '../projects/components/InvitePilotForm';
import { PilotSuggestions, type PilotSuggestion } from './components/PilotSuggestions';

const pilots: (PilotSuggestion & { __typename: 'PilotSuggestion' })[] = [
  {
    __typename: 'PilotSuggestion',
    id: 'a',
    name: 'Ann Air',
    email: 'ann@vms.test',
    company: 'Ann Aerial',
    distanceMiles: 12,
    coverageMiles: 50,
    activeProjects: 2,
    recommended: true,
    reasons: [
      'FAA licence valid until 03/14/2027',
      'Insurance valid until 01/02/2027',
      '12 mi away, covers 50 mi',
      'Mavic / 20 MP',
      '2 active projects',
    ],
  },
  {
    __typename: 'PilotSuggestion',
    id: 'b',
    name: 'Bo Lapsed',
    email: 'bo@vms.test',
    company: null,
    distanceMiles: null,
    coverageMiles: 25,
    activeProjects: 0,
    recommended: false,
    reasons: [
      'FAA licence expired 06/30/2025',
      'Insurance valid until 01/02/2027',
      'Distance unknown, covers 25 mi',
      'Inspire / 48 MP',
      '0 active projects',
    ],
  },
];
const mocks = [
  { request: { query: PmPilotSuggestionsDocument, variables: { projectId: '7' } }, result: { data: { pilotSuggestions: pilots } } },
];

function Page() {
  const [p, setP] = useState<PilotSuggestion | null>(null);
  return (
    <>
      <InvitePilotForm
        key={p?.id ?? 'blank'}
        projectId="7"
        prefill={p ? { firstName: p.name, email: p.email, companyName: p.company ?? '' } : undefined}
      />
      <PilotSuggestions projectId="7" picked={p?.id ?? null} onPick={setP} />
    </>
  );
}

describe('Suggested pilots', () => {
  it('lists the pilots in rank order with reasons and the badge, and picking one fills the invite form', async () => {
    renderUi(<Page />, mocks);
    const list = await screen.findByRole('list', { name: 'Suggested pilots' });
    const items = within(list).getAllByTestId('pilot-suggestion');
    expect(items.map((i) => within(i).getAllByText(/^\d+\. /)[0]!.textContent)).toEqual(['1. Ann Air', '2. Bo Lapsed']);
    expect(within(items[0]!).getByTestId('pilot-recommended')).toBeTruthy();
    expect(within(items[1]!).queryByTestId('pilot-recommended')).toBeNull();
    expect(within(items[1]!).getByText('FAA licence expired 06/30/2025')).toBeTruthy();
    expect(within(items[0]!).getByText('12 mi away, covers 50 mi')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pick Ann Air' }));
    const form = screen.getByRole('form', { name: 'Invite pilot' });
    expect(within(form).getByLabelText('Name')).toHaveProperty('value', 'Ann Air');
    expect(within(form).getByLabelText('Email')).toHaveProperty('value', 'ann@vms.test');
    expect(within(form).getByLabelText('Company')).toHaveProperty('value', 'Ann Aerial');
    expect(screen.getByRole('button', { name: 'Pick Ann Air' }).textContent).toBe('Picked');
  });
});
