// The task tracker a project's sections and tasks live in (ARCHITECTURE: connectors/<system>/port.ts).
// `local` keeps them in VMS tables; `http` does the same and mirrors each project to Asana (ASANA_TOKEN).
import type { Db, Tx } from '../../db/client.js';

export interface TrackerProject {
  id: string;
  projectName: string;
  plan: string;
  asanaProjectId: string | null;
}

export interface TrackerSectionRef {
  id: string;
  projectId: string;
  sectionName: string;
  asanaSectionId: string | null;
}

/** What the tracker holds for a project: its sections, each with its task names in order. */
export interface TrackerSection {
  sectionName: string;
  tasks: string[];
}

export interface TaskTracker {
  readonly kind: 'local' | 'http';
  /** Gives a new project the sections and tasks of its plan template. */
  createProject(db: Db | Tx, project: TrackerProject): Promise<void>;
  /** Sets a task's status and records the activity (who, when, new status). */
  setStatus(tx: Tx, task: { id: string; asanaTaskId: string | null }, status: string, userId: string): Promise<void>;
  /** The sections and tasks as the tracker has them, for reconciliation against the template. */
  listSections(db: Db | Tx, project: TrackerProject): Promise<TrackerSection[]>;
  /** Appends tasks to a section (used when a sync brings a project up to its template). */
  addTasks(tx: Tx, project: TrackerProject, section: TrackerSectionRef, names: string[]): Promise<void>;
}
