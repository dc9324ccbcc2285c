// Demo projects on every plan and status, with sections, tasks, activities, attention alerts (raised by the same
// rules as live changes), project-account credentials and Bronze chapter images. Deterministic.
import { PLAN_NAMES, ROLES, type PlanName } from '@vms/shared';
import type { Tx } from '../db/client.js';
import type { SecretBox } from '../platform/secret-box.js';
import { type users, type assets, projectSections, projectTasks, projects, taskActivities } from '../modules/core/index.js';
import { attentionAlerts, customAssetImages, projectCredentials } from '../modules/management/management.table.js';
import { TASK_TEMPLATES } from '../modules/core/index.js';
import { ruleFor } from '../modules/management/alerts/alert-rules.js';
import type { Random } from './random.js';

type Person = typeof users.$inferSelect;
export interface ProjectPeople {
  customers: Person[];
  pms: Person[];
  editors: Person[];
  pilots: Person[];
  qcs: Person[];
  admins: Person[];
  assets: (typeof assets.$inferSelect)[];
}

/** What the task in progress of each section is plausibly doing; production leans on statuses that need someone. */
const CURRENT_STATUS_BY_SECTION: Record<string, readonly string[]> = {
  'Project Kick-Off': ['In Process', 'Scheduled'],
  'Flight & Capture': ['Scheduled', 'Weather Delay', 'Faa Delay', 'In Process', 'Rescheduled'],
  'Production / Approvals': [
    'Ready For Review',
    'Awaiting Client Approval',
    'Ready For Review',
    'Awaiting Client Approval',
    'In Production',
    'Edits Received',
    'Under Internal Review',
  ],
  'Chapter Builder': ['In Process'],
  Delivery: ['In Process'],
};
const DAY = 86_400_000;
export const DEMO_PROJECT_COUNT = 64;

/** A small labelled picture as a data URI, standing in for an uploaded chapter image. */
export function chapterImage(projectName: string, chapter: number, k: number): string {
  const hue = (chapter * 70 + k * 25) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270"><rect width="480" height="270" fill="hsl(${hue},45%,38%)"/><text x="24" y="140" font-family="sans-serif" font-size="26" fill="#fff">${projectName.replace(/[<&>]/g, '')}</text><text x="24" y="180" font-family="sans-serif" font-size="20" fill="#fff">Chapter ${chapter} · image ${k + 1}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export async function seedProjects(tx: Tx, rnd: Random, secrets: SecretBox, p: ProjectPeople): Promise<void> {
  const now = Date.now();
  for (let i = 0; i < DEMO_PROJECT_COUNT; i++) {
    const plan: PlanName = PLAN_NAMES[i % PLAN_NAMES.length]!;
    const asset = p.assets[i % p.assets.length]!;
    // The first demo account of each kind gets most of the work, so its lists run over several pages.
    const customer = i % 3 === 1 ? p.customers[1 + (i % (p.customers.length - 1))]! : p.customers[0]!;
    const pm = i % 4 === 3 ? p.pms[1]! : p.pms[0]!;
    const editor = i % 3 === 1 ? p.editors[1]! : p.editors[0]!;
    const pilot = i % 3 === 1 ? p.pilots[1]! : p.pilots[0]!;
    const createdAt = new Date(now - (DEMO_PROJECT_COUNT + 20 - i) * DAY - rnd.int(0, 20) * 3_600_000);
    const sections = TASK_TEMPLATES[plan];
    const totalTasks = sections.reduce((n, s) => n + s.tasks.length, 0);
    const completed = i % 4 === 0;
    const notStarted = !completed && i % 7 === 1;
    // Most running projects are somewhere in production, where statuses wait on people.
    const productionStart = sections.findIndex((s) => s.sectionName === 'Production / Approvals');
    const beforeProduction = sections.slice(0, productionStart).reduce((n, s) => n + s.tasks.length, 0);
    const inProduction = plan !== 'BRONZE' && i % 5 !== 2;
    const done = completed
      ? totalTasks
      : notStarted
        ? 0
        : inProduction
          ? beforeProduction + rnd.int(0, sections[productionStart]!.tasks.length - 1)
          : rnd.int(1, totalTasks - 1);
    // One running Bronze project shows a failed render.
    const renderFailed = plan === 'BRONZE' && i === 11;
    const status = completed
      ? 'COMPLETED'
      : notStarted
        ? 'NOT STARTED'
        : renderFailed
          ? 'FAILED'
          : plan === 'BRONZE'
            ? 'RENDERING'
            : 'ACTIVE';
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
        isNew: i >= DEMO_PROJECT_COUNT - 6,
        slackLink: plan === 'BRONZE' ? null : `https://vms-production.slack.com/archives/C0${100000 + i}`,
        hubspotLink: plan === 'BRONZE' ? null : `https://app.hubspot.com/contacts/4400${i}/deal/9${100000 + i}`,
        renderError: renderFailed ? 'The render worker stopped before the last chapter (ffmpeg exited with code 1).' : null,
        finalDownload: completed ? `projects/${i + 1}/final/${asset.name.replace(/\W+/g, '-')}.mp4` : null,
        createdAt,
        updatedAt: new Date(createdAt.getTime() + (done * DAY) / 2),
      })
      .returning();
    const people = { customer: [customer], pm: [pm], editor: [editor], qc: p.qcs, admin: p.admins };
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
        const at = new Date(createdAt.getTime() + ((taskIndex + 1) * DAY) / 2);
        const [task] = await tx
          .insert(projectTasks)
          .values({ projectId: project!.id, sectionId: sectionRow!.id, task: name, position: taskPos, crexiTaskStatus, updatedAt: at })
          .returning();
        const actor = section.sectionName === 'Flight & Capture' ? pilot : section.sectionName === 'Production / Approvals' ? editor : pm;
        // Every task starts with a 'Not Started' entry; work adds the steps after it.
        const steps =
          state === 'done' ? ['Not Started', 'In Process', 'Complete'] : state === 'current' ? ['Not Started', crexiTaskStatus] : [];
        if (steps.length) {
          await tx.insert(taskActivities).values(
            steps.map((s, k) => ({
              taskId: task!.id,
              userId: k === 0 ? pm.id : actor.id,
              crexiTaskStatus: s,
              createdAt: new Date(at.getTime() + k * 3_600_000),
            })),
          );
        }
        const rule = state === 'current' && plan !== 'BRONZE' ? ruleFor(crexiTaskStatus) : undefined;
        if (rule) {
          const to = [...new Set(rule.to.flatMap((r) => people[r].map((u) => u.id)))];
          await tx.insert(attentionAlerts).values(
            to.map((userId) => ({
              userId,
              projectId: project!.id,
              taskId: task!.id,
              attentionText: rule.text(name, crexiTaskStatus),
              crexiTaskStatus,
              createdAt: at,
            })),
          );
        }
        taskIndex++;
      }
    }
    await tx.insert(projectCredentials).values([
      {
        projectId: project!.id,
        email: `listing${i + 1}@crexi-accounts.test`,
        role: ROLES.USER,
        passwordCipher: secrets.seal(`Crx-${rnd.int(100000, 999999)}`),
      },
      {
        projectId: project!.id,
        email: `drone${i + 1}@vms-pilots.test`,
        role: ROLES.VMS_PILOT,
        passwordCipher: secrets.seal(`Pil-${rnd.int(100000, 999999)}`),
      },
    ]);
    if (plan === 'BRONZE') {
      await tx.insert(customAssetImages).values(
        [1, 2, 3].flatMap((chapter) =>
          [0, 1].map((k) => ({
            uuid: project!.id,
            fileType: 'image',
            packageType: 'BRONZE',
            chapter: `Chapter_${chapter}`,
            s3ImageLink: chapterImage(asset.name, chapter, k),
          })),
        ),
      );
    }
  }
}
