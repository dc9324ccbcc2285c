import { describe, expect, it } from 'vitest';
import {
  flagBrokerSchema,
  formatUsPhoneInput,
  hsExportFileName,
  hsOutOfSyncInputSchema,
  isValidUsPhone,
  updateBrokerDirectorySchema,
} from './brokers.js';

describe('US phone rules', () => {
  it('accepts ten digits with optional parentheses and -, . or space separators', () => {
    for (const ok of ['555-123-4567', '(555) 123-4567', '555.123.4567', '555 123 4567', '5551234567'])
      expect(isValidUsPhone(ok)).toBe(true);
    for (const bad of ['555-123-456', '+1 555 123 4567', '555-123-45678', 'abc-def-ghij', '']) expect(isValidUsPhone(bad)).toBe(false);
  });

  it('groups digits with hyphens while typing and clears input that cannot be a US number', () => {
    expect(formatUsPhoneInput('555')).toBe('555');
    expect(formatUsPhoneInput('5551')).toBe('555-1');
    expect(formatUsPhoneInput('(555) 1234567')).toBe('555-123-4567');
    expect(formatUsPhoneInput('555-12a')).toBe('');
    expect(formatUsPhoneInput('55512345678')).toBe('');
  });
});

describe('directory inputs', () => {
  const brokerId = '6f1c3a56-0c1f-4d1e-9a57-3c8f1f1f2a10';
  it('saves trimmed e-mail and de-duplicated, normalised phones, dropping empty fields', () => {
    const r = updateBrokerDirectorySchema.parse({ brokerId, email: ' a@b.co ', phone: ['(555) 123-4567', '', '555.123.4567'] });
    expect(r).toMatchObject({ email: 'a@b.co', phone: ['555-123-4567'] });
    expect(updateBrokerDirectorySchema.safeParse({ brokerId, email: 'a@b.co', phone: [''] }).error?.issues[0]?.message).toBe(
      'Phone is required',
    );
  });

  it('limits a flag note to 100 characters and the priority to 1–3', () => {
    const base = { brokerId, flagType: 'Requires Further Evaluation', priority: 2 };
    expect(flagBrokerSchema.parse({ ...base, note: '  ' }).note).toBeNull();
    expect(flagBrokerSchema.safeParse({ ...base, note: 'x'.repeat(101) }).success).toBe(false);
    expect(flagBrokerSchema.safeParse({ ...base, priority: 0 }).success).toBe(false);
  });

  it('names the export with the filter dates, and refuses an end before the start', () => {
    expect(hsExportFileName()).toBe('HS_Non_Sync_Data.xlsx');
    expect(hsExportFileName('2026-01-02', '2026-02-03')).toBe('HS_Non_Sync_Data_01-02-2026_to_02-03-2026.xlsx');
    expect(hsOutOfSyncInputSchema.safeParse({ filter: { startDate: '2026-02-03', endDate: '2026-01-02' } }).success).toBe(false);
  });
});
