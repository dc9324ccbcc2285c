import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ORDER_MESSAGES } from '@vms/shared';
import { AddNewBrokerToAssetDocument, AssetGalleryDocument, ImageUploadUrlDocument } from '../../../../gql/graphql';
import { fromNow } from '../../../../lib/format';
import { daysOnMarket } from './details/PropertyFactsCard';
import {
  ASSET_ID,
  enter,
  findTabHeading,
  orderDetail,
  orderQueryMock,
  renderOrder,
  saveDetailsMock,
  type OrderDetail,
} from './order-fixtures';

vi.mock('../map/MappingTab', () => ({ MappingTab: () => <p>Boundary map</p> }));

afterEach(() => vi.unstubAllGlobals());

const defaultBroker = {
  __typename: 'DefaultBroker' as const,
  uuid: '3a0c6a52-6f55-4b3e-9d3e-0f6c1d2e3f40',
  firstname: 'Lee',
  lastname: 'Park',
  affiliation: null,
  title: 'Principal',
  phone: '+1 312 555 0142',
  email: 'lee@park.example',
  company: 'Park Realty',
  companyUrl: 'park.example',
  marketArea: null,
  imageUrl: 'https://files.example/signed/image',
  companyLogoUrl: null,
  imageKey: 'default_broker/3a0c6a52-6f55-4b3e-9d3e-0f6c1d2e3f40/image',
  companyLogoKey: null,
};

describe('tab 0: property details', () => {
  it('shows the listing on two cards, with the marketing text sanitised', async () => {
    const detail = orderDetail();
    renderOrder('details', [orderQueryMock(detail)]);
    await findTabHeading('Property Details');
    expect(screen.getByRole('heading', { name: 'Harbor Point Plaza' })).toBeInTheDocument();
    expect(screen.getByText('$1,250,000')).toBeInTheDocument();
    expect(screen.getAllByTestId('broker-card')).toHaveLength(2);
    expect(screen.getByText('Private')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('01/10/2026')).toBeInTheDocument();
    expect(screen.getByText(String(daysOnMarket(detail.asset.activatedOn!)))).toBeInTheDocument();
    expect(screen.getByText(fromNow(detail.asset.updatedOn!))).toBeInTheDocument();
    expect(screen.getByText('Building Size')).toBeInTheDocument();
    expect(screen.getByText('42,000 SF')).toBeInTheDocument();
    expect(screen.getByText('Year Built')).toBeInTheDocument();
    expect(screen.getByText('Cook County')).toBeInTheDocument();
    const marketing = screen.getByTestId('marketing-description');
    expect(marketing).toHaveTextContent('Prime corner lot');
    expect(marketing.querySelector('script')).toBeNull();
    // the rich-text allowlist (part of #34): no picture, form, field or style that could cover the page; no script link
    expect(marketing.querySelector('img, form, input, [style]')).toBeNull();
    expect(marketing).toHaveTextContent('Session expired');
    expect(marketing.querySelector('a')).not.toHaveAttribute('href');
    const link = screen.getByRole('link', { name: /View the listing/ });
    expect(link).toHaveAttribute('href', 'https://listings.example.com/harbor-point');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it("says 'Not Specified' and 'Details not available.' when the feed has neither", async () => {
    renderOrder('details', [
      orderQueryMock(
        orderDetail(
          {},
          {
            askingPrice: null,
            details: { __typename: 'AssetDetailsInfo', propertyType: null, fields: [] } as OrderDetail['asset']['details'],
          },
        ),
      ),
    ]);
    await findTabHeading('Property Details');
    expect(screen.getByText(ORDER_MESSAGES.detailsNotAvailable)).toBeInTheDocument();
    expect(screen.getByText('Not Specified')).toBeInTheDocument();
  });

  it('opens the gallery from the picture marked +3', async () => {
    const user = userEvent.setup();
    const images = [1, 2, 3, 4].map((i) => ({
      __typename: 'GalleryImage',
      image_url: `https://img.example.com/${i}.jpg`,
      thumbnail_url: null,
    }));
    renderOrder('details', [
      orderQueryMock(),
      {
        request: { query: AssetGalleryDocument, variables: { assetCrexiId: 'crx-1001' } },
        result: { data: { getAssetGalleryUrl: images } },
      },
    ]);
    await findTabHeading('Property Details');
    const opener = screen.getByRole('button', { name: 'Open gallery, 4 images' });
    expect(within(opener).getByText('+3')).toBeInTheDocument();
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Harbor Point Plaza: gallery' });
    expect(await within(dialog).findByAltText('Harbor Point Plaza, image 1 of 4')).toHaveAttribute('src', 'https://img.example.com/1.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(within(dialog).getByText('2 / 4')).toBeInTheDocument();
  });
});

describe('tab 0: default brokers', () => {
  it('checks every required field with the spec messages, then saves the whole list', async () => {
    const user = userEvent.setup();
    const save = saveDetailsMock();
    renderOrder('details', [orderQueryMock(), save.mock]);
    await findTabHeading('Property Details');
    await user.click(screen.getByRole('button', { name: 'Add default broker' }));
    const form = within(screen.getByRole('form', { name: 'New default broker' }));
    const fill = (label: RegExp, text: string) => enter(user, form.getByLabelText(label), text);
    await user.click(form.getByRole('button', { name: 'Save broker' }));
    for (const text of [
      'First name is required',
      'Last name is required',
      'Phone is required',
      'Email is required',
      'Company name is required',
      'Website URL is required',
    ]) {
      expect(await form.findByText(text)).toBeInTheDocument();
    }
    await fill(/^Phone/, 'call me');
    await fill(/^Email/, 'lee@');
    await fill(/^Company URL/, 'park example.com');
    await user.click(form.getByRole('button', { name: 'Save broker' }));
    expect(await form.findByText('Phone number is invalid')).toBeInTheDocument();
    expect(form.getByText('Invalid email')).toBeInTheDocument();
    expect(form.getByText('URL cannot contain spaces')).toBeInTheDocument();
    expect(save.calls).not.toHaveBeenCalled();

    await fill(/^First name/, 'Ana');
    await fill(/^Last name/, 'Silva');
    await fill(/^Phone/, '+1 312 555 0177');
    await fill(/^Email/, 'lee@silva.example');
    await fill(/^Company\W*$/, 'Silva Partners');
    await fill(/^Company URL/, 'https://silva.example');
    await user.click(form.getByRole('button', { name: 'Save broker' }));
    expect(await screen.findByText(ORDER_MESSAGES.detailsAdded)).toBeInTheDocument();
    expect(save.calls).toHaveBeenCalledWith({
      assetId: ASSET_ID,
      crexiDefaultBrokers: [
        {
          uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
          firstname: 'Ana',
          lastname: 'Silva',
          affiliation: null,
          title: null,
          phone: '+1 312 555 0177',
          email: 'lee@silva.example',
          company: 'Silva Partners',
          companyUrl: 'https://silva.example',
          marketArea: null,
          imageUrl: null,
          companyLogoUrl: null,
        },
      ],
    });
  });

  it("uploads a photo to the broker's folder and keeps its storage key; other files are refused", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const put = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', put);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview' }));
    const sign = vi.fn(() => ({ data: { getAwsS3PresignedUrl: 'https://store.example/put?sig=1' } }));
    const save = saveDetailsMock();
    renderOrder('details', [
      orderQueryMock(orderDetail({ crexiDefaultBrokers: [defaultBroker] })),
      save.mock,
      {
        request: {
          query: ImageUploadUrlDocument,
          variables: { location: `default_broker/${defaultBroker.uuid}`, fileName: 'logo', contentType: 'image/png' },
        },
        result: sign,
      },
    ]);
    await findTabHeading('Property Details');
    await user.click(screen.getByRole('button', { name: 'Edit Lee Park' }));
    const form = screen.getByRole('form', { name: 'Edit Lee Park' });
    const logoInput = form.querySelectorAll<HTMLInputElement>('input[type="file"]')[1]!;
    await user.upload(logoInput, new File(['gif'], 'logo.gif', { type: 'image/gif' }));
    expect(await within(form).findByText(ORDER_MESSAGES.invalidImage)).toBeInTheDocument();
    await user.upload(logoInput, new File(['png'], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put).toHaveBeenCalledWith(
      'https://store.example/put?sig=1',
      expect.objectContaining({ method: 'PUT', headers: { 'content-type': 'image/png' } }),
    );
    expect(await within(form).findByAltText('Company logo preview')).toHaveAttribute('src', 'blob:preview');
    await user.click(within(form).getByRole('button', { name: 'Save broker' }));
    await waitFor(() => expect(save.calls).toHaveBeenCalledTimes(1));
    expect(save.calls.mock.calls[0]![0].crexiDefaultBrokers).toEqual([
      expect.objectContaining({
        uuid: defaultBroker.uuid,
        imageUrl: defaultBroker.imageKey,
        companyLogoUrl: `default_broker/${defaultBroker.uuid}/logo`,
      }),
    ]);
  });

  it('keeps Next on the tab while an open broker form is invalid', async () => {
    const user = userEvent.setup();
    const { router } = renderOrder('details', [orderQueryMock()]);
    await findTabHeading('Property Details');
    await user.click(screen.getByRole('button', { name: 'Add default broker' }));
    await enter(user, screen.getByLabelText(/^First name/), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Last name is required')).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/details$/);
  });
});

describe('tab 0: add broker by e-mail', () => {
  const addMock = (result: object) => ({
    request: { query: AddNewBrokerToAssetDocument, variables: { id: ASSET_ID, email: 'new@broker.example' } },
    ...result,
  });

  it('checks the address, adds the broker and says so', async () => {
    const user = userEvent.setup();
    renderOrder('details', [
      orderQueryMock(),
      addMock({ result: { data: { addNewBrokerToAsset: { __typename: 'MessageResult', message: ORDER_MESSAGES.brokerAdded } } } }),
    ]);
    await findTabHeading('Property Details');
    const form = within(screen.getByRole('form', { name: 'Add broker by e-mail' }));
    await user.click(form.getByRole('button', { name: 'Add broker' }));
    expect(await form.findByText('Email is required')).toBeInTheDocument();
    await enter(user, form.getByLabelText('Broker e-mail'), ' new@broker.example ');
    await user.click(form.getByRole('button', { name: 'Add broker' }));
    expect(await screen.findByText(ORDER_MESSAGES.brokerAdded)).toBeInTheDocument();
    await waitFor(() => expect(form.getByLabelText('Broker e-mail')).toHaveValue(''));
  });

  it("shows the server's refusal on the field", async () => {
    const user = userEvent.setup();
    renderOrder('details', [orderQueryMock(), addMock({ result: { errors: [new GraphQLError(ORDER_MESSAGES.brokerAlreadyOnAsset)] } })]);
    await findTabHeading('Property Details');
    const form = within(screen.getByRole('form', { name: 'Add broker by e-mail' }));
    await enter(user, form.getByLabelText('Broker e-mail'), 'new@broker.example');
    await user.click(form.getByRole('button', { name: 'Add broker' }));
    expect(await form.findByText(ORDER_MESSAGES.brokerAlreadyOnAsset)).toBeInTheDocument();
  });
});
