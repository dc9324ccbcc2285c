// What the cluster test reads back once the run has settled, straight from PostgreSQL, the store and the disk: each
// render exactly once and its files in place, each upload's bytes whole, and nothing temporary left behind.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import type { Upload } from './uploads.js';

/** One SQL statement's rows. */
export type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;

export interface RenderRecord {
  videoId: string;
  renders: { id: string; version: number; status: string; error: string | null; videoKey: string | null }[];
  draftRenderId: string | null;
}

/** Every render row of the given videos, and each video's watermarked draft. */
export async function renderRecords(sql: Query, videoIds: string[]): Promise<RenderRecord[]> {
  return sql<RenderRecord>(
    `select v.id as "videoId", v.draft_render_id as "draftRenderId",
            coalesce(json_agg(json_build_object('id', r.id, 'version', r.version, 'status', r.status, 'error', r.error, 'videoKey', r.video_key)
                     order by r.version) filter (where r.id is not null), '[]') as renders
       from vidpitch_videos v left join renders r on r.video_id = v.id
      where v.id = any($1::uuid[]) group by v.id`,
    [videoIds],
  );
}

/** A video is settled when its one render has ended and the job handling its end has made the watermarked copy (or it failed). */
export const settled = (r: RenderRecord) =>
  r.renders.length > 0 &&
  r.renders.every((x) => x.status !== 'inprogress') &&
  (r.draftRenderId !== null || r.renders.some((x) => x.status === 'failed'));

async function exists(s3: S3Client, bucket: string, key: string) {
  return s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
    () => true,
    () => false,
  );
}

/** Problems with the renders: not exactly one version, not complete, or its video missing from the store. */
export async function renderProblems(s3: S3Client, bucket: string, records: RenderRecord[], expected: number): Promise<string[]> {
  const problems: string[] = [];
  if (records.length !== expected) problems.push(`${records.length} of ${expected} videos found`);
  for (const r of records) {
    if (r.renders.length !== 1) problems.push(`video ${r.videoId}: ${r.renders.length} render versions`);
    for (const x of r.renders) {
      if (x.status !== 'complete') problems.push(`render ${x.id}: ${x.status} ${x.error ?? ''}`);
      else if (!x.videoKey || !(await exists(s3, bucket, x.videoKey))) problems.push(`render ${x.id}: its video is missing from the store`);
    }
    if (r.draftRenderId !== r.renders[0]?.id) problems.push(`video ${r.videoId}: no draft of its render`);
  }
  return problems;
}

/** Problems with the uploads: not completed, or the stored object is not the bytes sent. */
export async function uploadProblems(s3: S3Client, bucket: string, uploads: PromiseSettledResult<Upload>[]): Promise<string[]> {
  const problems: string[] = [];
  for (const u of uploads) {
    if (u.status === 'rejected') {
      problems.push(`upload failed: ${(u.reason as Error).message}`);
      continue;
    }
    if (!u.value.key) {
      problems.push(`${u.value.path}: not completed`);
      continue;
    }
    const obj = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: u.value.key }));
    const sha = createHash('sha256')
      .update(await obj.Body!.transformToByteArray())
      .digest('hex');
    if (sha !== u.value.sha256) problems.push(`${u.value.key}: stored bytes differ from those sent`);
  }
  return problems;
}

/**
 * What a run must not leave: objects under tmp/ (renders' temporaries), unfinished multipart uploads in the store,
 * upload rows still in progress, render work directories, and the run's jobs still queued or active: by id, and the
 * jobs handling the end of a render of these ids (renderEnded's).
 */
export async function leftovers(
  sql: Query,
  s3: S3Client,
  bucket: string,
  multipartDir: string,
  tmpDir: string,
  jobIds: string[],
): Promise<string[]> {
  const found: string[] = [];
  const tmp = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'tmp/' }));
  for (const o of tmp.Contents ?? []) found.push(`object ${o.Key}`);
  if (existsSync(multipartDir)) for (const u of readdirSync(multipartDir)) found.push(`multipart upload ${u}`);
  for (const u of await sql<{ key: string }>(`select key from file_uploads where status = 'IN_PROGRESS'`))
    found.push(`upload row ${u.key}`);
  for (const name of readdirSync(tmpDir))
    if (name.startsWith('vms-render-') || name.startsWith('vms-vidpitch-')) found.push(`work dir ${name}`);
  const jobs = await sql<{ name: string; state: string }>(
    `select name, state from pgboss.job
      where (id = any($1::uuid[]) or data->>'renderId' = any($2::text[])) and state in ('created', 'retry', 'active')`,
    [jobIds, jobIds],
  );
  for (const j of jobs) found.push(`job ${j.name} ${j.state}`);
  return found;
}
