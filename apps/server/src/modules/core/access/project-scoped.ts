// A root field that reaches one project declares it: the purpose it asks the policy for, and the argument naming the
// project. The policy matrix test (project-access.test.ts) reads these declarations from the schema and proves, for
// every role, that the field answers exactly as PROJECT_ACCESS says; a field that takes a project argument without a
// declaration fails that test.
import type { ProjectPurpose } from './project-access.js';

/** How the argument names the project: its number or uuid, a folder or file key under it, one of its tasks, its uuid. */
export type ProjectArgKind = 'ref' | 'folder' | 'file' | 'task' | 'uuid';

export interface ProjectScopedDeclaration {
  purpose: ProjectPurpose;
  arg: string;
  kind: ProjectArgKind;
}

/** Field `extensions` marking a project-scoped root field. */
export const projectScoped = (purpose: ProjectPurpose, arg: string, kind: ProjectArgKind) => ({
  projectScoped: { purpose, arg, kind } satisfies ProjectScopedDeclaration,
});

/** Argument names that name a project in some form: a field taking one must declare itself project-scoped. */
export const PROJECT_ARGUMENT_NAMES = [
  'projectId',
  'projectUuid',
  'project_uuid',
  'path',
  'filePath',
  'taskId',
  'portalTaskId',
  'uuid',
] as const;

/**
 * Field `extensions` of a root field whose argument has a project argument's name but names something else (a VidPitch
 * video's `uuid`): it says what the argument names instead, and the declarations test accepts it.
 */
export const notProjectScoped = (arg: string, names: string) => ({ notProjectScoped: { arg, names } });
