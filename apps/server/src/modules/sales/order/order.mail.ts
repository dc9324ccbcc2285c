// The order-summary e-mail checkout sends to whoever placed the order: what was ordered, tab by tab, as text and HTML.
import { MAPPING_QUESTIONS, ORDER_TABS, formatPrice } from '@vms/shared';
import { escapeHtml } from '../../../platform/html.js';
import type { StoredOrder } from './order.service.js';

interface Section {
  title: string;
  lines: string[];
}

const present = (values: (string | null | undefined)[]) => values.filter((v): v is string => !!v && v.trim() !== '');
const orNone = (lines: string[]) => (lines.length ? lines : ['None']);
const tabTitle = (id: number) => ORDER_TABS[id]!.title;
/** The spec shows dates as MM/DD/YYYY. */
const usDate = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : iso);

function sections(o: StoredOrder, plan: string, price: number): Section[] {
  const { asset, order } = o;
  const brokerName = new Map(o.brokers.map((b) => [b.id, `${b.firstName} ${b.lastName}`.trim()]));
  const included = (order?.includedBrokers ?? [])
    .filter((b) => b.isIncluded && brokerName.has(b.id))
    .map((b) => `${brokerName.get(b.id)}${b.isLead ? ' (lead)' : ''}`);
  const defaults = (order?.crexiDefaultBrokers ?? []).map((b) =>
    present([`${b.firstname} ${b.lastname}`, b.title, b.company, b.email, b.phone]).join(', '),
  );
  const places = (distance: number) => o.places.filter((p) => p.distanceFromAsset === distance).map((p) => p.name);
  const auction = order?.auction;
  const contact = order?.interiorVideoContact;
  const when = contact ? present([contact.shootDate && usDate(contact.shootDate), contact.shootTime?.slice(0, 5)]).join(' ') : '';
  const instructions = order?.userInstructions;
  return [
    {
      title: 'Property',
      lines: present([asset.name, present([asset.address, asset.city, present([asset.state, asset.zip]).join(' ')]).join(', ')]),
    },
    { title: 'Plan', lines: [`${plan}: ${formatPrice(price)}`] },
    { title: 'ELITE or AUCTION', lines: orNone(present([order?.eliteAuction])) },
    { title: 'Brokers included', lines: orNone(included) },
    { title: 'Default brokers', lines: orNone(defaults) },
    { title: tabTitle(1), lines: orNone(places(200)) },
    { title: tabTitle(2), lines: orNone(places(100)) },
    { title: tabTitle(3), lines: orNone(places(10)) },
    {
      title: 'Auction dates',
      lines: orNone(auction ? present([auction.auction_1, auction.auction_2, auction.auction_3, auction.auction_4]) : []),
    },
    { title: 'Call to action', lines: orNone(present([order?.callToAction])) },
    {
      title: tabTitle(6),
      lines: orNone(
        contact
          ? present([
              contact.name,
              contact.email,
              contact.phone,
              when && `Shoot: ${when}`,
              contact.additionalNotes && `Notes: ${contact.additionalNotes}`,
            ])
          : [],
      ),
    },
    {
      title: 'Map instructions',
      lines: orNone(
        instructions
          ? (Object.keys(MAPPING_QUESTIONS) as (keyof typeof MAPPING_QUESTIONS)[]).flatMap((k) =>
              instructions[k] ? [`${MAPPING_QUESTIONS[k]} ${instructions[k]}`] : [],
            )
          : [],
      ),
    },
  ];
}

/** Subject, text and HTML of the summary; every value from the order is escaped in the HTML. */
export function orderSummaryMail(o: StoredOrder, opts: { plan: string; price: number; origin: string }) {
  const link = `${opts.origin}/management-portal/projects/active-projects`;
  const parts = sections(o, opts.plan, opts.price);
  const text = [
    `Thank you for your order. Here is its summary.`,
    ...parts.map((s) => `${s.title}\n${s.lines.map((l) => `  - ${l}`).join('\n')}`),
    `Follow your project in the management portal: ${link}`,
  ].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family: Arial, sans-serif; color: #1a1a1a">',
    `<p>Thank you for your order. Here is its summary.</p>`,
    ...parts.map(
      (s) =>
        `<h3 style="margin: 16px 0 4px">${escapeHtml(s.title)}</h3><ul>${s.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    ),
    `<p><a href="${escapeHtml(link)}">Follow your project in the management portal</a></p>`,
    '</body></html>',
  ].join('\n');
  return { subject: `Your VMS order summary — ${o.asset.name}`, text, html };
}
