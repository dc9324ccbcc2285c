// Deterministic demo data: the demo accounts, brokers, listings, plans, and projects on every plan and status
// with sections, tasks, activities and attention alerts — enough that every list has more than one page.
import { count, sql } from 'drizzle-orm';
import { PLAN_NAMES, ROLES, type PlanName } from '@vms/shared';
import type { Db, Tx } from '../db/client.js';
import type { Services } from '../services.js';
import { hashPassword } from '../platform/auth/password.js';
import { users } from '../modules/auth/auth.table.js';
import { brokers } from '../modules/brokers/brokers.table.js';
import { assetBrokers, assets, plans } from '../modules/sales/sales.table.js';
import { attentionAlerts, projectSections, projectTasks, projects, taskActivities } from '../modules/management/management.table.js';
import { TASK_TEMPLATES } from '../modules/management/task-templates.js';
import { createMissingProjectFolders, grantDefaultPermissions } from '../modules/files/files.folders.js';
import { createRandom, type Random } from './random.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, EXTRA_ACCOUNTS } from './demo-accounts.js';
import { makeAsset, makeBroker } from './listings.js';

export const PLAN_PRICES: Record<PlanName, { price: string; description: string[] }> = {
  PLATINUM: { price: '2499.00', description: ['Aerial video and photos', 'Three rounds of edits', 'Property boundary map'] },
  GOLD: { price: '1799.00', description: ['Aerial video and photos', 'Two rounds of edits'] },
  ELITE: { price: '1499.00', description: ['Elite listing video', 'Two rounds of edits'] },
  AUCTION: { price: '1299.00', description: ['Auction listing video', 'One round of edits'] },
  SILVER: { price: '899.00', description: ['Aerial video', 'One round of edits'] },
  BRONZE: { price: '30.00', description: ['Self-built chapter video', 'Rendered within 24 hours'] },
};

export async function seedIfEmpty(s: Services): Promise<boolean> {
  const [row] = await s.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(s.db);
  s.log.info('seeded the demo data');
  return true;
}

/** Empties every domain table (the job queue is left alone). */
export async function resetDatabase(db: Db): Promise<void> {
  await db.execute(sql`truncate table file_uploads, folder_permissions, project_folders, attention_alerts, task_activities, project_tasks, project_sections, projects,
    asset_brokers, assets, plans, brokers, password_resets, rate_limits, users restart identity cascade`);
}

export async function seedDemo(db: Db): Promise<void> {
  const rnd = createRandom(20261122);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const people = await tx
      .insert(users)
      .values(
        [...DEMO_ACCOUNTS, ...EXTRA_ACCOUNTS].map((a) => ({
          ...a,
          email: a.email,
          passwordHash,
          isEditorProfileUpdated: a.isEditorProfileUpdated ?? false,
        })),
      )
      .returning();
    await tx.insert(plans).values(
      PLAN_NAMES.map((type, position) => ({ type, position, isDefault: type === 'PLATINUM', ...PLAN_PRICES[type] })),
    );
    const brokerRows = await tx
      .insert(brokers)
      .values(Array.from({ length: 64 }, (_, i) => makeBroker(rnd, i)))
      .returning();
    const assetRows = await tx
      .insert(assets)
      .values(Array.from({ length: 48 }, (_, i) => makeAsset(rnd, i)))
      .returning();
    await tx.insert(assetBrokers).values(
      assetRows.flatMap((a, i) => {
        const n = 1 + (i % 4);
        return Array.from({ length: n }, (_, k) => ({ assetId: a.id, brokerId: brokerRows[(i * 3 + k * 7) % brokerRows.length]!.id, position: k }));
      }),
    );
    const byRole = (role: string) => people.filter((p) => p.role === role);
    await seedProjects(tx, rnd, {
      customers: byRole(ROLES.USER),
      pms: byRole(ROLES.VMS_PM),
      editors: byRole(ROLES.VMS_EDITOR).filter((e) => e.isEditorProfileUpdated),
      pilots: byRole(ROLES.VMS_PILOT),
      assets: assetRows.filter((a) => a.status === 'Complete'),
    });
    await createMissingProjectFolders(tx);
    await grantDefaultPermissions(tx, people.map((p) => p.id));
  });
}

type Person = typeof users.$inferSelect;
/** What the task in progress of each section is plausibly doing. */
const CURRENT_STATUS_BY_SECTION: Record<string, readonly string[]> = {
  'Project Kick-Off': ['In Process', 'Scheduled'],
  'Flight & Capture': ['Scheduled', 'Weather Delay', 'Faa Delay', 'In Process', 'Rescheduled'],
  'Production / Approvals': ['Ready For Review', 'Awaiting Client Approval', 'In Production', 'Edits Received', 'Under Internal Review'],
  'Chapter Builder': ['In Process'],
  Delivery: ['In Process'],
};
const DAY = 86_400_000;

async function seedProjects(
  tx: Tx,
  rnd: Random,
  p: { customers: Person[]; pms: Person[]; editors: Person[]; pilots: Person[]; assets: (typeof assets.$inferSelect)[] },
) {
  const now = Date.now();
  for (let i = 0; i < 40; i++) {
    const plan = PLAN_NAMES[i % PLAN_NAMES.length]!;
    const asset = p.assets[i % p.assets.length]!;
    // The first demo account of each kind gets most of the work, so its lists run over several pages.
    const customer = i % 3 === 2 ? p.customers[1 + (i % (p.customers.length - 1))]! : p.customers[0]!;
    const pm = i % 4 === 3 ? p.pms[1]! : p.pms[0]!;
    const editor = i % 3 === 1 ? p.editors[1]! : p.editors[0]!;
    const pilot = i % 3 === 1 ? p.pilots[1]! : p.pilots[0]!;
    const createdAt = new Date(now - (60 - i) * DAY - rnd.int(0, 20) * 3_600_000);
    const sections = TASK_TEMPLATES[plan];
    const totalTasks = sections.reduce((n, s) => n + s.tasks.length, 0);
    const completed = i % 4 === 0;
    const notStarted = !completed && i % 7 === 1;
    const done = completed ? totalTasks : notStarted ? 0 : rnd.int(1, totalTasks - 1);
    const status = completed ? 'COMPLETED' : notStarted ? 'NOT STARTED' : plan === 'BRONZE' ? 'RENDERING' : 'ACTIVE';
    const [project] = await tx
      .insert(projects)
      .values({
        projectName: asset.name,
        plan,
        productType: rnd.pick(['Premium', 'Standard', 'Vidspection', 'Premium Plus']),
        trackStatus: completed ? 'COMPLETED' : 'ACTIVE',
        status,
        customerId: customer.id,
        pmId: pm.id,
        editorId: notStarted ? null : editor.id,
        pilotId: plan === 'BRONZE' || notStarted ? null : pilot.id,
        assetId: asset.id,
        isNew: i > 34,
        createdAt,
        updatedAt: new Date(createdAt.getTime() + done * DAY / 2),
      })
      .returning();
    let taskIndex = 0;
    for (const [position, section] of sections.entries()) {
      const [sectionRow] = await tx
        .insert(projectSections)
        .values({ projectId: project!.id, sectionName: section.sectionName, position })
        .returning();
      for (const [taskPos, name] of section.tasks.entries()) {
        const state = taskIndex < done ? 'done' : taskIndex === done && !completed && !notStarted ? 'current' : 'todo';
        const current = rnd.pick(CURRENT_STATUS_BY_SECTION[section.sectionName] ?? ['In Process']);
        const crexiTaskStatus = state === 'done' ? 'Complete' : state === 'current' ? current : 'Not Started';
        const at = new Date(createdAt.getTime() + (taskIndex + 1) * DAY / 2);
        const [task] = await tx
          .insert(projectTasks)
          .values({ projectId: project!.id, sectionId: sectionRow!.id, task: name, position: taskPos, crexiTaskStatus, updatedAt: at })
          .returning();
        const actor = section.sectionName === 'Flight & Capture' ? pilot : section.sectionName === 'Production / Approvals' ? editor : pm;
        if (state !== 'todo') {
          const steps = state === 'done' ? ['In Process', 'Complete'] : [crexiTaskStatus];
          await tx.insert(taskActivities).values(
            steps.map((s, k) => ({ taskId: task!.id, userId: actor.id, crexiTaskStatus: s, createdAt: new Date(at.getTime() + k * 3_600_000) })),
          );
        }
        if (state === 'current' && (crexiTaskStatus === 'Ready For Review' || crexiTaskStatus === 'Awaiting Client Approval') && plan !== 'BRONZE') {
          await tx.insert(attentionAlerts).values(
            [customer, pm].map((u) => ({
              userId: u.id,
              projectId: project!.id,
              taskId: task!.id,
              attentionText: `${name} is ${crexiTaskStatus === 'Ready For Review' ? 'ready for your review' : 'awaiting your approval'}.`,
              crexiTaskStatus,
              createdAt: at,
            })),
          );
        }
        taskIndex++;
      }
    }
  }
}
