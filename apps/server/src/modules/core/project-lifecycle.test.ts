// The lifecycle table: every legal move writes what today's code wrote, illegal ones are refused, no-ops write
// nothing, and the displayed status follows the spec (part B §4 "Project status").
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import type { ProjectRow } from './access/project-access.js';
import { LIFECYCLE, lifecycleState, planTransition, projectDisplayStatus, type ProjectEvent } from './project-lifecycle.js';

const NOW = new Date('2025-01-02T03:04:05Z');
const PILOT = { id: 'pilot-1' };
const EDITOR = { id: 'editor-1' };
const PM = { id: 'pm-1' };

const project = (over: Partial<ProjectRow> = {}): ProjectRow =>
  ({
    id: 'p1',
    plan: 'PLATINUM',
    status: 'NOT STARTED',
    trackStatus: 'ACTIVE',
    isPilotInviteAccepted: false,
    isEditorInviteAccepted: false,
    pilotId: PILOT.id,
    editorId: EDITOR.id,
    renderError: null,
    isNew: true,
    ...over,
  }) as ProjectRow;

const production = {
  'NOT STARTED': project(),
  ACTIVE: project({ status: 'ACTIVE', isPilotInviteAccepted: true }),
  COMPLETED: project({ status: 'COMPLETED', trackStatus: 'COMPLETED', isPilotInviteAccepted: true }),
};
const bronze = (status: string, over: Partial<ProjectRow> = {}) => project({ plan: 'BRONZE', status, ...over });
const BRONZE_STATES = ['NOT STARTED', 'IN PRODUCTION', 'RENDERING', 'FAILED', 'COMPLETED', 'AWAITING CLIENT APPROVAL'];

const move = (p: ProjectRow, e: ProjectEvent, actor: Parameters<typeof planTransition>[2] = PM) => planTransition(p, e, actor, NOW);
const refusal = (p: ProjectRow, e: ProjectEvent, actor: Parameters<typeof planTransition>[2] = PM) => {
  try {
    move(p, e, actor);
  } catch (err) {
    return err instanceof AppError ? err.code : err;
  }
  return 'moved';
};

describe('project lifecycle: production plans', () => {
  it('a pilot invite puts an open project back to NOT STARTED; a completed one keeps its status', () => {
    const e = { type: 'pilotInvited', pilotId: 'pilot-2' } as const;
    const invited = { pilotId: 'pilot-2', isPilotInviteAccepted: false, updatedAt: NOW };
    expect(move(production['NOT STARTED'], e)).toEqual({ ...invited, status: 'NOT STARTED' });
    expect(move(production.ACTIVE, e)).toEqual({ ...invited, status: 'NOT STARTED' });
    expect(move(production.COMPLETED, e)).toEqual(invited);
  });

  it('the pilot accepting makes an open project ACTIVE; a completed one only records the answer', () => {
    expect(move(production['NOT STARTED'], { type: 'pilotAccepted' }, PILOT)).toEqual({
      status: 'ACTIVE',
      isPilotInviteAccepted: true,
      updatedAt: NOW,
    });
    expect(move(production.COMPLETED, { type: 'pilotAccepted' }, PILOT)).toEqual({ isPilotInviteAccepted: true });
  });

  it('the pilot declining leaves the project; the status stays', () => {
    expect(move(production['NOT STARTED'], { type: 'pilotDeclined' }, PILOT)).toEqual({
      pilotId: null,
      isPilotInviteAccepted: false,
      updatedAt: NOW,
    });
  });

  it('the editor’s invite and answer write their place and flag, never the status', () => {
    for (const p of Object.values(production)) {
      expect(move(p, { type: 'editorInvited', editorId: 'editor-2' })).toEqual({
        editorId: 'editor-2',
        isEditorInviteAccepted: false,
        updatedAt: NOW,
      });
      expect(move(p, { type: 'editorAccepted' }, EDITOR)).toEqual({ isEditorInviteAccepted: true });
      expect(move(p, { type: 'editorDeclined' }, EDITOR)).toEqual({ editorId: null, isEditorInviteAccepted: false, updatedAt: NOW });
    }
  });

  it('refuses the Bronze events: they belong to the other line', () => {
    const bronzeOnly: ProjectEvent[] = [
      { type: 'bronzeStarted' },
      { type: 'renderStarted' },
      { type: 'renderFailed', error: 'x' },
      { type: 'renderCompleted' },
      { type: 'renderTaskSet', taskStatus: 'Complete' },
    ];
    for (const p of Object.values(production)) for (const e of bronzeOnly) expect(refusal(p, e, 'system')).toBe('BAD_USER_INPUT');
  });
});

describe('project lifecycle: Bronze', () => {
  it('starting the tasks moves NOT STARTED to IN PRODUCTION, and is a no-op once started', () => {
    expect(move(bronze('NOT STARTED'), { type: 'bronzeStarted' })).toEqual({ status: 'IN PRODUCTION', isNew: false, updatedAt: NOW });
    for (const s of BRONZE_STATES.slice(1)) expect(move(bronze(s), { type: 'bronzeStarted' })).toBeNull();
  });

  it('a render moves the project from any state: RENDERING, FAILED with its error, COMPLETED', () => {
    for (const s of BRONZE_STATES) {
      const p = bronze(s, { renderError: 'old' });
      expect(move(p, { type: 'renderStarted' }, 'system')).toEqual({ status: 'RENDERING', renderError: null, updatedAt: NOW });
      expect(move(p, { type: 'renderFailed', error: 'ffmpeg exited with 1' }, 'system')).toEqual({
        status: 'FAILED',
        renderError: 'ffmpeg exited with 1',
        updatedAt: NOW,
      });
      expect(move(p, { type: 'renderCompleted' }, 'system')).toEqual({ status: 'COMPLETED', renderError: null, updatedAt: NOW });
    }
  });

  it('the Rendering task set by hand shows its status; Complete and Changes Rendered are COMPLETED', () => {
    const p = bronze('RENDERING');
    expect(move(p, { type: 'renderTaskSet', taskStatus: 'Complete' })).toMatchObject({ status: 'COMPLETED', renderError: null });
    expect(move(p, { type: 'renderTaskSet', taskStatus: 'Changes Rendered' })).toMatchObject({ status: 'COMPLETED' });
    expect(move(p, { type: 'renderTaskSet', taskStatus: 'Ready For Review' })).toMatchObject({ status: 'READY FOR REVIEW' });
  });

  it('invites and answers on a Bronze project never touch its status', () => {
    const p = bronze('IN PRODUCTION');
    expect(move(p, { type: 'pilotInvited', pilotId: 'pilot-2' })).toEqual({
      pilotId: 'pilot-2',
      isPilotInviteAccepted: false,
      updatedAt: NOW,
    });
    expect(move(p, { type: 'pilotAccepted' }, PILOT)).toEqual({ isPilotInviteAccepted: true });
    expect(move(p, { type: 'editorAccepted' }, EDITOR)).toEqual({ isEditorInviteAccepted: true });
  });
});

describe('project lifecycle: who answers', () => {
  it('an invite is answered by the person invited, never by someone else or by the app', () => {
    const answers = [
      [{ type: 'pilotAccepted' }, PILOT],
      [{ type: 'pilotDeclined' }, PILOT],
      [{ type: 'editorAccepted' }, EDITOR],
      [{ type: 'editorDeclined' }, EDITOR],
    ] as const;
    for (const [e, own] of answers) {
      expect(refusal(production['NOT STARTED'], e, own)).toBe('moved');
      expect(refusal(production['NOT STARTED'], e, PM)).toBe('FORBIDDEN');
      expect(refusal(production['NOT STARTED'], e, 'system')).toBe('FORBIDDEN');
    }
  });

  it('names every event in the table', () => {
    expect(Object.keys(LIFECYCLE).sort()).toEqual(
      [
        'bronzeStarted',
        'editorAccepted',
        'editorDeclined',
        'editorInvited',
        'pilotAccepted',
        'pilotDeclined',
        'pilotInvited',
        'renderCompleted',
        'renderFailed',
        'renderStarted',
        'renderTaskSet',
      ].sort(),
    );
  });
});

describe('displayed status (part B §4)', () => {
  it('production: NOT STARTED until the pilot accepts, then ACTIVE, COMPLETED when completed', () => {
    expect(projectDisplayStatus(production['NOT STARTED'])).toBe('NOT STARTED');
    expect(projectDisplayStatus(production.ACTIVE)).toBe('ACTIVE');
    expect(projectDisplayStatus(production.COMPLETED)).toBe('COMPLETED');
    // the pilot's answer decides, whatever the stored headline says
    expect(projectDisplayStatus(project({ status: 'ACTIVE', isPilotInviteAccepted: false }))).toBe('NOT STARTED');
    expect(lifecycleState(production.ACTIVE)).toBe('ACTIVE');
  });

  it('Bronze shows its own status in upper case', () => {
    expect(projectDisplayStatus(bronze('Rendering'))).toBe('RENDERING');
    expect(projectDisplayStatus(bronze('IN PRODUCTION', { isPilotInviteAccepted: true }))).toBe('IN PRODUCTION');
    expect(projectDisplayStatus(bronze('COMPLETED'))).toBe('COMPLETED');
  });
});
