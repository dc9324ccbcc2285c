import { describe, expect, it } from 'vitest';
import {
  addAssetDetailsSchema,
  camelCaseHeading,
  defaultBrokerSchema,
  interiorVideoContactSchema,
  isBlankContact,
  isInteriorContactComplete,
  nearbyListSchema,
  nextOrderTab,
  previousOrderTab,
  toHhMmSs,
} from './sales-order.js';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('order tab steps', () => {
  it('walks 0 to 7, and skips the interior-video tab on plans without it', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((t) => nextOrderTab(t, 'PLATINUM'))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(nextOrderTab(7, 'PLATINUM')).toBeNull();
    expect(nextOrderTab(5, 'silver')).toBe(7);
    expect(previousOrderTab(7, 'SILVER')).toBe(5);
    expect(previousOrderTab(7, 'GOLD')).toBe(6);
    expect(previousOrderTab(0, 'GOLD')).toBeNull();
  });
});

describe('interior video contact', () => {
  const full = {
    name: 'Pat',
    email: 'pat@example.com',
    phone: '312-555-0142',
    shootDate: '2099-06-15',
    shootTime: '10:30',
    additionalNotes: '',
  };

  it('sends the time as hh:mm:ss and needs date and time together', () => {
    expect(interiorVideoContactSchema.parse(full).shootTime).toBe('10:30:00');
    expect(first(interiorVideoContactSchema.safeParse({ ...full, shootDate: '' }))).toBe('Date is required, if shoot time is provided');
    expect(first(interiorVideoContactSchema.safeParse({ ...full, shootTime: '' }))).toBe('Time is required, if shoot date is provided');
    expect(first(interiorVideoContactSchema.safeParse({ ...full, shootTime: '10:20' }))).toBe('Choose a time in 15-minute steps.');
  });

  it('uses the spec messages for e-mail and phone', () => {
    expect(first(interiorVideoContactSchema.safeParse({ ...full, email: '' }))).toBe('Email is required');
    expect(first(interiorVideoContactSchema.safeParse({ ...full, email: 'pat@' }))).toBe('Email is not valid');
    expect(first(interiorVideoContactSchema.safeParse({ ...full, phone: '12345' }))).toBe('Phone number is not valid');
  });

  it('counts as complete only when every field is filled and valid; blank means none', () => {
    expect(isInteriorContactComplete(full)).toBe(true);
    expect(isInteriorContactComplete({ ...full, name: '' })).toBe(false);
    expect(isBlankContact({ name: ' ', email: '' })).toBe(true);
    expect(toHhMmSs('7:5')).toBeNull();
  });
});

describe('the other order forms', () => {
  it('checks the default broker form with the spec messages', () => {
    const ok = {
      uuid: '0b9f5a8e-6d1c-4f3e-9a2b-1c2d3e4f5a6b',
      firstname: 'Robin',
      lastname: 'Hale',
      phone: '+1 312 555 0188',
      email: 'robin@hale.com',
      company: 'Hale',
      companyUrl: 'https://hale.com',
    };
    expect(defaultBrokerSchema.safeParse(ok).success).toBe(true);
    expect(first(defaultBrokerSchema.safeParse({ ...ok, companyUrl: 'hale .com' }))).toBe('URL cannot contain spaces');
    expect(first(defaultBrokerSchema.safeParse({ ...ok, companyUrl: 'hale' }))).toBe('Invalid URL format');
    expect(first(defaultBrokerSchema.safeParse({ ...ok, phone: '12' }))).toBe('Phone number is invalid');
    expect(first(defaultBrokerSchema.safeParse({ ...ok, firstname: ' ' }))).toBe('First name is required');
  });

  it('drops empty nearby names, caps auction dates at 30 and sends an empty call to action as null', () => {
    expect(
      nearbyListSchema.parse([
        { name: ' ', distanceFromAsset: 200 },
        { name: 'Austin', distanceFromAsset: 200 },
      ]),
    ).toEqual([{ name: 'Austin', distanceFromAsset: 200 }]);
    const assetId = '0b9f5a8e-6d1c-4f3e-9a2b-1c2d3e4f5a6b';
    expect(first(addAssetDetailsSchema.safeParse({ assetId, auction: { auction_1: 'x'.repeat(31) } }))).toBe(
      'Maximum 30 characters allowed',
    );
    expect(addAssetDetailsSchema.parse({ assetId, callToAction: '  ' }).callToAction).toBeNull();
    expect(addAssetDetailsSchema.parse({ assetId }).callToAction).toBeUndefined();
  });

  it('makes headings from camel-case names', () => {
    expect(camelCaseHeading('buildingSize')).toBe('Building Size');
    expect(camelCaseHeading('yearBuilt')).toBe('Year Built');
  });
});
