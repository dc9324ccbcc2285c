// The editor portal's demo data (DECISIONS.md part B "editor@vms.test: at least one NEW INVITE"): editor@vms.test is
// invited by the PM to the not-yet-started non-Bronze projects (two at most), with the invite's requirements, and has
// not answered yet. Their active and completed projects come from the projects seed. Deterministic.
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { projects, users } from '../modules/core/index.js';
import { invitations } from '../modules/invitations/invitations.table.js';

const DAY = 86_400_000;
const usDate = (ms: number) => {
  const d = new Date(ms);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}-${d.getUTCFullYear()}`;
};

export async function seedEditorInvites(tx: Tx): Promise<void> {
  const [editor] = await tx.select().from(users).where(eq(users.email, 'editor@vms.test'));
  if (!editor) return;
  const open = await tx
    .select()
    .from(projects)
    .where(
      and(isNull(projects.editorId), eq(projects.status, 'NOT STARTED'), eq(projects.trackStatus, 'ACTIVE'), ne(projects.plan, 'BRONZE')),
    )
    .orderBy(asc(projects.number))
    .limit(2);
  const now = Date.now();
  for (const [i, p] of open.entries()) {
    await tx.update(projects).set({ editorId: editor.id, isEditorInviteAccepted: false }).where(eq(projects.id, p.id));
    await tx.insert(invitations).values({
      projectId: p.id,
      userId: editor.id,
      role: editor.role,
      invitedBy: p.pmId,
      details: {
        projectStartDate: usDate(now + (i + 1) * DAY),
        projectCompleteDate: usDate(now + (i + 15) * DAY),
        projectEditorBudget: 650 + i * 150,
        projectNotes: i === 0 ? 'Two cuts: a 60 s hero and a 15 s social teaser. Music from the approved library only.' : null,
        requiredSkills: i === 0 ? ['Premium', 'Standard'] : ['Vidspection'],
      },
      createdAt: new Date(now - (i + 1) * 3_600_000),
    });
  }
}
