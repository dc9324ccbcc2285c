// The sales person portal's base route (part B §2.7), apart from the formatting so that the route table (in the
// entry chunk) does not pull dayjs and the deals' zod schemas into every page's first script.
export const DEALS_BASE = '/sales-portal/deals';
