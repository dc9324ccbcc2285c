// What the review player asks first, and its route's loader, which asks it while the page's chunk still loads (the
// answer waits in Apollo's cache; the page reads it from there). Kept small: the routes, and so this file, are in the
// entry every page boots with.
import type { LoaderFunctionArgs } from 'react-router';
import { apolloContext } from '../../app/router-context';
import { PlayerAssetDocument, ReviewLinkDetailsDocument } from '../../gql/graphql';

/** Where a guest's verified token is kept for a link, for this tab. */
export const guestKey = (token: string) => `vms-review-guest:${token}`;

/** A deep link's frame and version (`?version=V&frame=N`, the daily digest's links): whole numbers only, else null. */
export function deepLinkOf(search: string): { frame: number | null; version: number | null } {
  const params = new URLSearchParams(search);
  const whole = (v: string | null) => (v != null && /^\d{1,7}$/.test(v) ? Number(v) : null);
  return { frame: whole(params.get('frame')), version: whole(params.get('version')) };
}

/**
 * The loader of /video-draft/:reviewToken (`byId` false) and /player/:videoId: the page's first query, with the
 * variables the page starts with, always from the network (each visit shows the comments as they are now). A failure
 * is left to the page, which asks again and shows it.
 */
export const playerLoader =
  (byId: boolean) =>
  async ({ params, request, context }: LoaderFunctionArgs): Promise<null> => {
    const token = (byId ? params.videoId : params.reviewToken) ?? '';
    const guestToken = sessionStorage.getItem(guestKey(token));
    const client = context.get(apolloContext);
    const asked = byId
      ? client.query({ query: PlayerAssetDocument, variables: { id: token, guestToken }, fetchPolicy: 'network-only' })
      : client.query({
          query: ReviewLinkDetailsDocument,
          variables: { id: token, version: deepLinkOf(new URL(request.url).search).version, guestToken },
          fetchPolicy: 'network-only',
        });
    await asked.catch(() => undefined);
    return null;
  };
