// What a domain declares about itself. Each modules/<domain>/index.ts exports one manifest; modules/index.ts lists
// them, and the app collects GraphQL fields, jobs, REST routes and project set-up from that list alone.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import type { EventJob, JobDefinition } from '../../platform/jobs.js';
import type { Config } from '../../config.js';
import type { ProjectRow } from './project-access.js';

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
}

export type CspAdditions = Partial<Record<'script-src' | 'frame-src' | 'connect-src', string[]>>;

export const defineDomain = <M extends DomainManifest>(manifest: M): M => manifest;
