import { describe, expect, it } from 'vitest';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { Observable } from 'rxjs';
import { RouterContextProvider, type LoaderFunctionArgs } from 'react-router';
import { apolloContext } from '../../app/router-context';
import { PlayerAssetDocument, ReviewLinkDetailsDocument } from '../../gql/graphql';
import { guestKey, playerLoader } from './player-query';

/** A client whose server answers every query with `answer` and records what it was asked. */
function recordingClient(answer: { data?: unknown; errors?: GraphQLError[] }) {
  const asked: { operationName: string | undefined; variables: unknown }[] = [];
  const link = new ApolloLink(
    (op) =>
      new Observable((observer) => {
        asked.push({ operationName: op.operationName, variables: op.variables });
        observer.next(answer as never);
        observer.complete();
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), asked };
}

const load = (byId: boolean, client: ApolloClient, url: string, params: Record<string, string>) =>
  playerLoader(byId)({
    params,
    request: new Request(url),
    context: new RouterContextProvider(new Map([[apolloContext, client]])),
  } as unknown as LoaderFunctionArgs);

describe('the review player route loader', () => {
  it("asks the link's first answer with the deep link's version and this tab's guest token; the page then reads it from the cache", async () => {
    sessionStorage.setItem(guestKey('tok-1'), 'guest-1');
    const { client, asked } = recordingClient({ data: { getReviewLinkDetails: null } });
    await load(false, client, 'http://localhost/video-draft/tok-1?version=2&frame=250', { reviewToken: 'tok-1' });
    const variables = { id: 'tok-1', version: 2, guestToken: 'guest-1' };
    expect(asked).toEqual([{ operationName: 'ReviewLinkDetails', variables }]);
    expect(client.readQuery({ query: ReviewLinkDetailsDocument, variables })).toEqual({ getReviewLinkDetails: null });
  });

  it('asks /player/:videoId by the video id, with no version and no guest token when the tab has none', async () => {
    sessionStorage.clear();
    const { client, asked } = recordingClient({ data: { getPlayerAsset: null } });
    await load(true, client, 'http://localhost/player/vid-9?version=3', { videoId: 'vid-9' });
    expect(asked).toEqual([{ operationName: 'PlayerAsset', variables: { id: 'vid-9', guestToken: null } }]);
    expect(client.readQuery({ query: PlayerAssetDocument, variables: { id: 'vid-9', guestToken: null } })).toEqual({
      getPlayerAsset: null,
    });
  });

  it('leaves a refused answer to the page (which asks again and shows it): the route still opens', async () => {
    const { client, asked } = recordingClient({
      errors: [new GraphQLError('Please log in.', { extensions: { code: 'UNAUTHENTICATED' } })],
    });
    await expect(load(false, client, 'http://localhost/video-draft/tok-2', { reviewToken: 'tok-2' })).resolves.toBeNull();
    expect(asked).toHaveLength(1);
  });
});
