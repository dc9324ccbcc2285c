// What a domain declares about itself. Each modules/<domain>/index.ts exports one manifest; modules/index.ts lists
// them, and the app collects GraphQL fields, jobs, REST routes and project set-up from that list alone.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Role } from '@vms/shared';
import type { Db, Tx } from '../../db/client.js';
import type { Viewer } from '../../platform/auth/tokens.js';
import type { EventJob, JobDefinition } from '../../platform/jobs.js';
import type { Config } from '../../config.js';
import type { ProjectRow } from './access/project-access.js';

/**
 * `S`: the app's services, which the app hands to the domain's jobs, routes and start (modules/index.ts lists the
 * domains as DomainManifest<Services>); each callback declares what it takes of them. The default `never` is any
 * manifest's, for code that reads the manifests' other parts (the project set-up order).
 */
export interface DomainManifest<S = never> {
  name: string;
  /**
   * The domain's GraphQL types and root fields register themselves on the builder when their files are imported;
   * the manifest's module imports them, so listing the manifest is what puts them in the schema.
   */
  jobs?: readonly JobDefinition<z.ZodType, S>[];
  /**
   * What the domain does when another domain's event is recorded (a render ended): a job per event (`onEvent`), queued
   * in the transaction that records it and retried like any job.
   */
  on?: readonly EventJob<z.ZodType, S>[];
  /** Registers the domain's `/api/…` routes, each declared with `restRoute` and its REST_ACCESS entry. */
  rest?: (fastify: FastifyInstance, services: S) => void | Promise<void>;
  /** Origins the browser loads from for this domain (images and fetches), added to the Content-Security-Policy. */
  cspSources?: (config: Config) => string[];
  /** Further Content-Security-Policy sources of the domain (scripts and frames of a provider's browser SDK). */
  csp?: (config: Config) => CspAdditions;
  /** Runs once the app is built, outside tests: e.g. builds an in-memory index in the background. */
  started?: (services: S) => void;
  /** Runs inside the transaction that creates a project (createProject), e.g. to make its folders. */
  projectCreated?: (tx: Tx, project: ProjectRow) => Promise<void>;
  /** The domains whose projectCreated must have run before this one's (the order of DOMAINS does not count). */
  projectCreatedAfter?: readonly string[];
  /**
   * Why a project's file is not released as the final file yet (review: a version whose last stage has not approved
   * it), null when the domain has no objection. The files domain's final-video download asks every domain that
   * declares it, so files needs to know none of them.
   */
  finalFileBlock?: FinalFileBlock;
  /** The profile of the role the domain owns: auth's updateProfile(role, …) hands that role's calls here. */
  profile?: ProfileHandler<S>;
  /** The invite links a registration checks and spends (one domain offers them; the app hands them on as a service). */
  inviteLinks?: InviteLinks;
}

/**
 * A role's own profile. updateProfile(role, email, input, token) with a token is the invited person's registration
 * (`register`); without, the signed-in caller's form (`update`), for the callers in `callers` (every caller when
 * absent); anyone else gets auth's own name, photo and password update. Each parses `input` with its shared schema,
 * as a resolver does, and hands typed input to the domain's service.
 */
export interface ProfileHandler<S = never> {
  role: Role;
  register: (services: S, args: { email: string; token: string; input: unknown }) => Promise<{ message: string }>;
  callers?: readonly Role[];
  update: (services: S, viewer: Viewer, args: { email: string; input: unknown }) => Promise<{ message: string }>;
}

/** The signed single-use registration links: 200 valid, 404 unknown, 410 used or expired; `use` spends one once. */
export interface InviteLinks {
  check(db: Db | Tx, email: string, token: string): Promise<{ status: 200 | 404 | 410; invitation?: { id: string } }>;
  use(tx: Tx, invitationId: string): Promise<boolean>;
}

/** The invite links of the one domain that offers them (invitations). */
export function inviteLinksOf(domains: readonly DomainManifest[]): InviteLinks {
  const offered = domains.flatMap((d) => (d.inviteLinks ? [d.inviteLinks] : []));
  if (offered.length !== 1) throw new Error(`One domain must offer the invite links; ${offered.length} do.`);
  return offered[0]!;
}

/** One domain's answer to "may this project file be downloaded as the final file?": the reason when not, else null. */
export type FinalFileBlock = (db: Db, projectId: string, key: string) => Promise<string | null>;

export type CspAdditions = Partial<Record<'script-src' | 'frame-src' | 'connect-src', string[]>>;

export const defineDomain = <M extends DomainManifest>(manifest: M): M => manifest;
