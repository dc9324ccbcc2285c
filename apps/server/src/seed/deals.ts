// Demo deals for the sales person portal (DECISIONS.md part B): one deal per early demo project, held by the local
// CRM with its company, contacts, line items and quotes; closedwon and other stages; an expired and a valid quote
// link; line items with quantity 0 and above; every payment state, and deals with neither Paid nor Not Paid. Deterministic.
import { asc, isNotNull } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { crmDeals, projects } from '../modules/core/index.js';
import { recordDealAssociations } from '../connectors/hubspot/index.js';
import { dealRecords, type DealPaymentEntry } from '../modules/deals/deals.table.js';
import { randomUUID } from 'node:crypto';

export const DEMO_DEAL_COUNT = 14;
const DAY = 86_400_000;
const STAGES = [
  'closedwon',
  'contractsent',
  'qualifiedtobuy',
  'presentationscheduled',
  'decisionmakerboughtin',
  'appointmentscheduled',
  'closedwon',
];
const URGENCY = ['High', 'Medium', 'Low'];
const COMPANIES = [
  { companyName: 'Harbor Point Realty', companyPhone: '415-555-0142', companyWebsite: 'https://harborpoint.example.com' },
  { companyName: 'Summit Commercial Group', companyPhone: '303-555-0188', companyWebsite: 'https://summitcg.example.com' },
  { companyName: 'Lakeside Property Advisors', companyPhone: '312-555-0117', companyWebsite: 'https://lakeside.example.com' },
  { companyName: 'Granite Peak Partners', companyPhone: '801-555-0163', companyWebsite: null },
];
const CONTACTS = [
  ['Avery', 'Lopez'],
  ['Jordan', 'Kim'],
  ['Casey', 'Nguyen'],
  ['Riley', 'Patel'],
  ['Morgan', 'Reyes'],
  ['Quinn', 'Walsh'],
] as const;
const ADD_ONS = [
  { name: 'Twilight aerial photos', price: 350 },
  { name: 'Interior walkthrough video', price: 1200 },
  { name: 'Rush delivery', price: 500 },
  { name: 'Thermal drone survey', price: 1800 },
];
/** Payment states by deal, in order: each state, both exclusive boxes empty, and the combinations. */
const PAYMENT: Record<number, Partial<Record<'Not Paid' | 'Paid' | 'Pulled From Bundle', boolean>>> = {
  0: { Paid: true },
  1: { 'Not Paid': true },
  2: { 'Pulled From Bundle': true },
  3: {},
  4: { Paid: true, 'Pulled From Bundle': true },
  5: { 'Not Paid': true },
  6: {},
};

const day = (t: number) => new Date(t).toISOString().slice(0, 10);

/** `basePrice`: the plan's price (the seed's plan table), the base package of each deal. */
export async function seedDeals(tx: Tx, basePrice: (plan: string) => number): Promise<void> {
  const now = Date.now();
  const rows = await tx.select().from(projects).where(isNotNull(projects.assetId)).orderBy(asc(projects.number));
  // One deal per listing (crm_deals is keyed by listing), so the projects on distinct listings.
  const seen = new Set<string>();
  const chosen = rows.filter((p) => (seen.has(p.assetId!) ? false : (seen.add(p.assetId!), true))).slice(0, DEMO_DEAL_COUNT);
  for (const [i, p] of chosen.entries()) {
    const base = basePrice(p.plan);
    const addOns = ADD_ONS.map((a, k) => ({ ...a, quantity: (i + k) % 3 === 0 ? 0 : ((i + k) % 2) + 1 }));
    const lineItems = [
      {
        crmId: `local-li-${i}-0`,
        lineitemName: `${p.plan} package`,
        lineitemType: 'base-package',
        lineitemQuantity: 1,
        lineitemPrice: base,
        lineitemDiscount: i % 4 === 0 ? 250 : 0,
      },
      ...addOns.map((a, k) => ({
        crmId: `local-li-${i}-${k + 1}`,
        lineitemName: a.name,
        lineitemType: 'add-ons',
        lineitemQuantity: a.quantity,
        lineitemPrice: a.price,
        lineitemDiscount: k === 1 && a.quantity > 0 && i % 3 === 0 ? 100 : 0,
      })),
    ];
    const amount = lineItems.reduce(
      (n, l) => n + (l.lineitemQuantity > 0 ? l.lineitemPrice * l.lineitemQuantity - l.lineitemDiscount : 0),
      0,
    );
    const id = randomUUID();
    const [deal] = await tx
      .insert(crmDeals)
      .values({
        id,
        assetId: p.assetId!,
        projectId: p.id,
        dealName: `${p.projectName} — ${p.plan}`,
        amount: amount.toFixed(2),
        quoteProperties: { planName: p.plan, eliteAuction: null, price: base, notes: null },
        crmId: `local-deal-${id}`,
        pushedAt: new Date(p.createdAt.getTime() + 3_600_000),
        createdAt: p.createdAt,
      })
      .returning();
    const created = p.createdAt.getTime();
    // Deal 0 has a valid and an expired quote link; the others one or two, expired once their date is past.
    const quotes = (i === 0 ? [-20, 25] : i % 2 ? [30 - i * 4] : [-10, 40 - i]).map((expiresIn, k) => ({
      crmId: `local-quote-${i}-${k}`,
      quoteHsTitle: `${p.projectName} quote ${k + 1}`,
      quoteHsQuoteNumber: `Q-${2026}${String(i * 10 + k + 100).padStart(4, '0')}`,
      quoteHsCreatedate: new Date(created - (30 - k) * DAY),
      quoteHsExpirationDate: new Date(now + expiresIn * DAY),
      quoteLink: `https://quotes.vms.test/q/${i}-${k}-${p.number}`,
      senderFirstname: 'Sam',
      senderLastname: 'Sellers',
    }));
    const company = COMPANIES[i % COMPANIES.length]!;
    await recordDealAssociations(tx, deal!.id, {
      properties: {
        hsObjectId: `9${100000 + i}`,
        dealStage: STAGES[i % STAGES.length]!,
        dealType: p.plan,
        urgency: URGENCY[i % URGENCY.length]!,
        startDate: day(now - (i * 9 + 3) * DAY),
        projectTargetCompletionDate: day(now + (30 - i) * DAY),
        pif: i % 3 === 0 ? 'Yes' : i % 3 === 1 ? 'No' : 'Partial',
        publishedVideoLink: i % 4 === 0 ? `https://videos.vms.test/watch/${p.number}` : null,
      },
      company: { crmId: `local-company-${i % COMPANIES.length}`, ...company },
      contacts: [0, 1].slice(0, 1 + (i % 2)).map((k) => {
        const [first, last] = CONTACTS[(i + k) % CONTACTS.length]!;
        return {
          crmId: `local-contact-${i}-${k}`,
          contactFirstname: first,
          contactLastname: last,
          contactEmail: `${first.toLowerCase()}.${last.toLowerCase()}@example.com`,
          contactPhone: `555-01${String(i).padStart(2, '0')}-${k}`,
          contactHsLink: `https://app.hubspot.com/contacts/44000/contact/${7000 + i * 2 + k}`,
        };
      }),
      lineItems,
      quotes,
    });
    const ticks = PAYMENT[i % 7]!;
    const payment: DealPaymentEntry[] = (['Not Paid', 'Paid', 'Pulled From Bundle', 'Invoiced'] as const).map((name) => {
      const checked = name === 'Invoiced' || !!ticks[name as keyof typeof ticks];
      return {
        name,
        checked,
        timestamp: checked && name !== 'Invoiced' ? new Date(created + 2 * DAY).toISOString() : null,
        disabled: name === 'Invoiced',
      };
    });
    await tx.insert(dealRecords).values({
      dealId: deal!.id,
      payment,
      pmNotes: i % 2 ? '' : 'Customer asked for the twilight shots to be delivered first.',
      customerNotes: i % 3 ? '' : 'Prefers e-mail; the listing goes live next month.',
    });
  }
}
