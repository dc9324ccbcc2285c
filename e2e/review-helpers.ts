// API helpers of the review specs: sign in, find the demo review, wait for its review copies.
import type { APIRequestContext } from '@playwright/test';

export async function gql<T>(request: APIRequestContext, token: string | null, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await request.post('/graphql', { data: { query, variables }, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data!;
}

export async function apiLogin(request: APIRequestContext, email: string): Promise<string> {
  const r = await gql<{ login: { token: string } }>(request, null, 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', { e: email, p: 'Demo1234' });
  return r.login.token;
}

/** The demo PLATINUM review folder (the one with seeded comments) and its versions' links. */
export async function demoReview(request: APIRequestContext, pmToken: string) {
  const list = await gql<{ listReviewedProjects: { reviewProjectData: { projectId: number; commentedFolders: { id: string; name: string }[] }[] } }>(
    request,
    pmToken,
    'query { listReviewedProjects(limit: 100) { reviewProjectData { projectId commentedFolders { id name } } } }',
  );
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

