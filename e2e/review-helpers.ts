// API helpers of the review specs: sign in, find the demo review, wait for its review copies.
import type { APIRequestContext, Locator } from '@playwright/test';
import sharp from 'sharp';

export async function gql<T>(
  request: APIRequestContext,
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const res = await request.post('/graphql', { data: { query, variables }, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data!;
}

export async function apiLogin(request: APIRequestContext, email: string): Promise<string> {
  const r = await gql<{ login: { token: string } }>(
    request,
    null,
    'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
    { e: email, p: 'Demo1234' },
  );
  return r.login.token;
}

/** The demo PLATINUM review folder (the one with seeded comments) and its versions' links. */
export async function demoReview(request: APIRequestContext, pmToken: string) {
  const list = await gql<{
    listReviewedProjects: { reviewProjectData: { projectId: number; commentedFolders: { id: string; name: string }[] }[] };
  }>(request, pmToken, 'query { listReviewedProjects(limit: 100) { reviewProjectData { projectId commentedFolders { id name } } } }');
  const project = list.listReviewedProjects.reviewProjectData[0]!;
  const folderId = project.commentedFolders[0]!.id;
  const versions = await gql<{ listAssetVersions: { id: string; version: number; status: string; reviewLink: string }[] }>(
    request,
    pmToken,
    'query($f: ID!) { listAssetVersions(folderId: $f) { id version status reviewLink } }',
    { f: folderId },
  );
  return { projectId: project.projectId, folderId, versions: versions.listAssetVersions };
}

/** Waits until the review copies are made by the job (the first start generates the clip). */
export async function waitForCopies(request: APIRequestContext, pmToken: string) {
  for (let i = 0; i < 180; i++) {
    const r = await demoReview(request, pmToken);
    if (r.versions.every((v) => v.status === 'complete')) return r;
    await new Promise((res) => setTimeout(res, 1000));
  }
  throw new Error('review copies not ready');
}

/** A GraphQL answer as it comes, errors included (for the refusals a test expects). */
export async function gqlResult<T>(
  request: APIRequestContext,
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const res = await request.post('/graphql', { data: { query, variables }, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return (await res.json()) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
}

/** The customer's Bronze review link, once its review copy is made. */
export async function bronzeLink(request: APIRequestContext): Promise<string> {
  const customer = await apiLogin(request, 'customer@vms.test');
  for (const trackStatus of ['ACTIVE', 'COMPLETED', 'NOT STARTED', 'ON HOLD']) {
    const page = await gqlResult<{ getProjects: { projects: { id: string; plan: string }[] } }>(
      request,
      customer,
      'query($s: String!) { getProjects(trackStatus: $s, limit: 100) { projects { id plan } } }',
      { s: trackStatus },
    );
    for (const p of page.data?.getProjects.projects.filter((x) => x.plan === 'BRONZE') ?? []) {
      for (let i = 0; i < 180; i++) {
        const drafts = await gql<{ getReviewDraftList: { reviewLink: string; status: string }[] }>(
          request,
          customer,
          'query($p: ID!) { getReviewDraftList(projectId: $p) { reviewLink status } }',
          { p: p.id },
        );
        const d = drafts.getReviewDraftList[0];
        if (!d) break;
        if (d.status === 'complete') return d.reviewLink;
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }
  throw new Error('no Bronze review');
}

/** The frame number the self-numbering clip shows in a stored screenshot (its ten black/white bars). */
export async function frameOfJpeg(buf: Buffer): Promise<number> {
  const { data, info } = await sharp(buf).greyscale().raw().toBuffer({ resolveWithObject: true });
  let n = 0;
  for (let bit = 0; bit < 10; bit++) {
    const x = Math.floor(((bit + 0.5) * info.width) / 10);
    if (data[Math.floor(info.height / 4) * info.width + x]! > 128) n |= 1 << bit;
  }
  return n;
}

/** Waits until a VidPitch video's draft (or bought file) is rendered (the first start renders the demo drafts). */
export async function waitVideoComplete(request: APIRequestContext, uuid: string) {
  for (let i = 0; i < 1200; i++) {
    const r = await gql<{ getVideoData: { videoDetails: { pipelineStatus: string } } }>(
      request,
      null,
      'query($u: String!) { getVideoData(input: { uuid: $u }) { videoDetails { pipelineStatus } } }',
      { u: uuid },
    );
    if (r.getVideoData.videoDetails.pipelineStatus === 'complete') return;
    await new Promise((res) => setTimeout(res, 500));
  }
  throw new Error(`${uuid} not rendered`);
}

/** The number the numbered clip shows in this <video> right now, read from its pixels (the ten bars). */
export function pictureFrame(video: Locator): Promise<number> {
  return video.evaluate((v: HTMLVideoElement) => {
    const c = document.createElement('canvas');
    c.width = v.videoWidth;
    c.height = v.videoHeight;
    const ctx = c.getContext('2d', { willReadFrequently: true })!;
    ctx.drawImage(v, 0, 0);
    let n = 0;
    for (let bit = 0; bit < 10; bit++) {
      const [r, g, b] = ctx.getImageData(Math.floor(((bit + 0.5) * c.width) / 10), Math.floor(c.height / 4), 1, 1).data;
      if (0.299 * r! + 0.587 * g! + 0.114 * b! > 128) n |= 1 << bit;
    }
    return n;
  });
}
