import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ASSET_ID,
  BROKER_A,
  BROKER_B,
  CALLOUT_ID,
  CITY_ID,
  enter,
  findTabHeading,
  orderDetail,
  orderQueryMock,
  plansMock,
  renderOrder,
  saveDetailsMock,
} from './order-fixtures';

vi.mock('../map/MappingTab', () => ({ MappingTab: () => <p>Boundary map</p> }));

const timeInput = () => screen.getAllByLabelText('Shoot time').find((e) => e.tagName === 'INPUT')!;
const sent = (save: ReturnType<typeof saveDetailsMock>) => save.calls.mock.calls.map(([v]) => v);

describe('tabs 1–3: nearby cities and callouts', () => {
  it('sends the renamed and the new cities, drops empty names, then opens the next tab', async () => {
    const user = userEvent.setup();
    const save = saveDetailsMock();
    const { router } = renderOrder('cities-in-200-miles', [orderQueryMock(), save.mock]);
    await findTabHeading('Cities within a 200 mile radius');
    const chicago = screen.getByLabelText('City 1');
    expect(chicago).toHaveValue('Chicago');
    await enter(user, chicago, 'Chicago Loop');
    await user.click(screen.getByRole('button', { name: 'Add city' }));
    await enter(user, screen.getByLabelText('City 2'), '  Milwaukee ');
    await user.click(screen.getByRole('button', { name: 'Add city' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await findTabHeading('Callouts within 100 Miles')).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/cities-in-100-miles$/);
    expect(sent(save)).toEqual([
      {
        assetId: ASSET_ID,
        nearbyCities: [
          { id: CITY_ID, name: 'Chicago Loop', distanceFromAsset: 200 },
          { name: 'Milwaukee', distanceFromAsset: 200 },
        ],
      },
    ]);
  });

  it('deletes a saved callout by id', async () => {
    const user = userEvent.setup();
    const save = saveDetailsMock();
    renderOrder('cities-in-10-miles', [orderQueryMock(), save.mock]);
    await findTabHeading('Callouts within 10 Miles');
    await user.click(screen.getByRole('button', { name: 'Delete callout 1 (Navy Pier)' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Boundary map')).toBeInTheDocument();
    expect(sent(save)).toEqual([
      { assetId: ASSET_ID, nearbyCallouts: [{ id: CALLOUT_ID, name: 'Navy Pier', distanceFromAsset: 10, delete: true }] },
    ]);
  });

  it('keeps a name over 120 characters on the tab with its message, and sends nothing when nothing changed', async () => {
    const user = userEvent.setup();
    const save = saveDetailsMock();
    renderOrder('cities-in-100-miles', [orderQueryMock(), save.mock]);
    await findTabHeading('Callouts within 100 Miles');
    const input = screen.getByLabelText('Callout 1');
    await user.click(input);
    await user.paste('x'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Maximum 120 characters allowed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Callouts within 100 Miles' })).toBeInTheDocument();
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await findTabHeading('Callouts within 10 Miles')).toBeInTheDocument();
    expect(save.calls).not.toHaveBeenCalled();
  });
});

describe('tab 5: auction dates and brokers', () => {
  it("shows 'Maximum 30 characters allowed' and stays", async () => {
    const user = userEvent.setup();
    const save = saveDetailsMock();
    renderOrder('auction-broker-details', [orderQueryMock(), save.mock]);
    await findTabHeading('Auction Dates and Broker');
    await enter(user, screen.getByLabelText('Auction date 2'), 'Bids due on the fourteenth of May');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Maximum 30 characters allowed')).toBeInTheDocument();
    expect(save.calls).not.toHaveBeenCalled();
  });

  it('sends the dates (empty ones as null) and the brokers with one lead at most', async () => {
    const user = userEvent.setup();
    const save = saveDetailsMock();
    renderOrder('auction-broker-details', [orderQueryMock(), save.mock]);
    await findTabHeading('Auction Dates and Broker');
    await enter(user, screen.getByLabelText('Auction date 1'), 'Bids due 05/14');
    const dana = within(screen.getByRole('group', { name: 'Dana Reyes' }));
    const sam = within(screen.getByRole('group', { name: 'Sam Okafor' }));
    await user.click(sam.getByRole('switch', { name: 'Lead' }));
    await user.click(dana.getByRole('switch', { name: 'Lead' }));
    expect(sam.getByRole('switch', { name: 'Lead' })).not.toBeChecked();
    await user.click(sam.getByRole('switch', { name: 'Included' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await findTabHeading('Interior Video Contact')).toBeInTheDocument();
    expect(sent(save)).toEqual([
      {
        assetId: ASSET_ID,
        auction: { auction_1: 'Bids due 05/14', auction_2: null, auction_3: null, auction_4: null },
        includedBrokers: [
          { id: BROKER_A, isIncluded: true, isLead: true },
          { id: BROKER_B, isIncluded: false, isLead: false },
        ],
      },
    ]);
  });
});

describe('tab 6: interior video contact', () => {
  const contact = {
    __typename: 'InteriorVideoContact' as const,
    name: 'Pat Lee',
    email: 'pat@harbor.example',
    phone: '312-555-0199',
    shootDate: '2099-03-15',
    shootTime: '09:00:00',
    additionalNotes: null,
  };

  it('checks the email, the phone and the date/time pair', async () => {
    const user = userEvent.setup();
    const save = saveDetailsMock();
    renderOrder('interior-video-contact', [orderQueryMock(), save.mock]);
    await findTabHeading('Interior Video Contact');
    await user.click(timeInput());
    await user.click(await screen.findByRole('option', { name: '10:30' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Date is required, if shoot time is provided')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await enter(user, screen.getByLabelText('Email'), 'not-an-email');
    await enter(user, screen.getByLabelText('Phone'), '123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Email is not valid')).toBeInTheDocument();
    expect(screen.getByText('Phone number is not valid')).toBeInTheDocument();
    expect(save.calls).not.toHaveBeenCalled();
  });

  it('asks for the time when only the date is set', async () => {
    const user = userEvent.setup();
    renderOrder('interior-video-contact', [orderQueryMock(orderDetail({ interiorVideoContact: { ...contact, shootTime: null } }))]);
    await findTabHeading('Interior Video Contact');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Time is required, if shoot date is provided')).toBeInTheDocument();
  });

  it('sends the shoot time as hh:mm:ss', async () => {
    const user = userEvent.setup();
    const save = saveDetailsMock();
    renderOrder('interior-video-contact', [orderQueryMock(orderDetail({ interiorVideoContact: contact })), save.mock, plansMock()]);
    await findTabHeading('Interior Video Contact');
    await user.click(timeInput());
    await user.click(await screen.findByRole('option', { name: '14:45' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findTabHeading('Order Summary')).toBeInTheDocument();
    expect(sent(save)).toEqual([
      {
        assetId: ASSET_ID,
        interiorVideoContact: {
          name: 'Pat Lee',
          email: 'pat@harbor.example',
          phone: '312-555-0199',
          shootDate: '2099-03-15',
          shootTime: '14:45:00',
          additionalNotes: null,
        },
      },
    ]);
  });

  it('sends an emptied contact as null', async () => {
    const user = userEvent.setup();
    const save = saveDetailsMock();
    const emailOnly = { ...contact, name: null, phone: null, shootDate: null, shootTime: null };
    renderOrder('interior-video-contact', [orderQueryMock(orderDetail({ interiorVideoContact: emailOnly })), save.mock, plansMock()]);
    await findTabHeading('Interior Video Contact');
    await user.clear(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findTabHeading('Order Summary')).toBeInTheDocument();
    expect(sent(save)).toEqual([{ assetId: ASSET_ID, interiorVideoContact: null }]);
  });
});
