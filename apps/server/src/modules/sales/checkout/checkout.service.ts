// checkout: the order becomes a project in one transaction; the CRM deal push and the summary e-mail follow as jobs.
import { eq } from 'drizzle-orm';
import { ORDER_MESSAGES, ROLES } from '@vms/shared';
import type { z } from 'zod';
import type { checkoutSchema } from '@vms/shared';
import type { Tx } from '../../../db/client.js';
import type { Services } from '../../../services.js';
import type { Viewer } from '../../../platform/auth/tokens.js';
import { badInput } from '../../../platform/errors.js';
import { mailJob } from '../../../platform/mail.job.js';
import { createProject, markAssetOrdered, plans, recordCrmDeal, users, type QuoteProperties } from '../../core/index.js';
import { defaultPlanType, loadOrder, lockOrderableAsset, upsertOrder } from '../order/order.service.js';
import { orderSummaryMail } from '../order/order.mail.js';
import { crmDealPushJob } from './sales.jobs.js';
import type { CheckoutResult } from '../order/order.types.js';

type CheckoutInput = z.infer<typeof checkoutSchema>;
type PlanRow = typeof plans.$inferSelect;
const PLAN_MISMATCH = 'The chosen plan does not match the plan id.';

/** The plan ordered: the one named, else the one of planId, else the order's plan, else the default; named and id must agree. */
async function planOf(tx: Tx, input: CheckoutInput, orderPlan: string | null): Promise<PlanRow> {
  const byId = input.planId ? (await tx.select().from(plans).where(eq(plans.id, input.planId)))[0] : undefined;
  if (input.planId && !byId) throw badInput('Unknown plan', 'planId');
  if (input.planName && byId && byId.type !== input.planName) throw badInput(PLAN_MISMATCH, 'planName');
  const type = input.planName ?? byId?.type ?? orderPlan ?? (await defaultPlanType(tx));
  const [plan] = await tx.select().from(plans).where(eq(plans.type, type));
  if (!plan) throw badInput('Unknown plan', 'planName');
  return plan;
}

/** Whose project it is: the customer ordering, or the customer who owns the order when staff finish it (ADR 0011). */
async function customerOf(tx: Tx, viewer: Viewer, ownerId: string | null): Promise<string> {
  if (viewer.role === ROLES.USER || !ownerId) return viewer.id;
  const [owner] = await tx.select({ role: users.role }).from(users).where(eq(users.id, ownerId));
  return owner?.role === ROLES.USER ? ownerId : viewer.id;
}

export async function checkout(s: Services, viewer: Viewer, input: CheckoutInput, origin: string): Promise<CheckoutResult> {
  const placed = await s.db.transaction(async (tx) => {
    // The row lock makes a second checkout of the same asset wait, then see the project and refuse.
    // Only the order's owner or staff place it: nobody checks out another customer's order as their own.
    const { asset, order } = await lockOrderableAsset(tx, viewer, input.assetId);
    const plan = await planOf(tx, input, order?.projectPlan ?? null);
    const price = Number(plan.price);
    const project = await createProject(tx, s, {
      projectName: asset.name,
      plan: plan.type,
      customerId: await customerOf(tx, viewer, order?.ownerId ?? null),
      assetId: asset.id,
    });
    // The quote sent before checkout, unless the plan changed since; the price and ELITE/AUCTION are the order's own.
    const saved = order?.quoteProperties?.planName === plan.type ? order.quoteProperties : null;
    const quote: QuoteProperties = { planName: plan.type, eliteAuction: input.eliteAuction, price, notes: saved?.notes ?? null };
    const deal = { projectId: project.id, dealName: `${asset.name} — ${plan.type}`, amount: price.toFixed(2), quoteProperties: quote };
    const dealId = await recordCrmDeal(tx, asset.id, deal);
    await upsertOrder(tx, viewer.id, asset.id, { eliteAuction: input.eliteAuction, projectPlan: plan.type });
    await markAssetOrdered(tx, asset.id);
    return { project: project, plan, dealId };
  });

  // After commit: jobs go through the queue's own connection (inside the transaction they would wait on it forever on
  // PGlite), and a CRM or SMTP outage only delays them, it never undoes the order.
  await s.jobs.send(crmDealPushJob, { dealId: placed.dealId });
  const stored = await loadOrder(s.db, input.assetId);
  const mail = orderSummaryMail(stored, { plan: placed.plan.type, price: Number(placed.plan.price), origin });
  await s.jobs.send(mailJob, { to: viewer.email, ...mail });
  return {
    message: ORDER_MESSAGES.orderSent,
    projectId: placed.project.id,
    projectNumber: placed.project.number,
    projectPlan: placed.plan.type,
  };
}
