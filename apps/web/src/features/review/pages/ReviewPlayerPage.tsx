// The review player page (/video-draft/{reviewToken}, /player/{videoId}; part B §2.2, §4, §5). What the viewer may do
// comes from the server (permissions), which enforces the same §4 rules.
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import type { WatchQueryFetchPolicy } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Group, Loader } from '@mantine/core';
import { PlayerAssetDocument, ReviewLinkDetailsDocument, type ReviewDetailsFieldsFragment } from '../../../gql/graphql';
import { rememberEarlierPath, useAuth } from '../../../lib/auth-storage';
import { errorCode } from '../../../lib/graphql-errors';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { deepLinkOf, guestKey } from '../player-query';
import { PlayerView } from '../player/PlayerView';

/**
 * The route's loader has just asked the first answer from the network (player-query.ts): it is read from the cache.
 * Another version, or the same link once a guest is verified, is asked from the network.
 */
const FROM_LOADER = {
  fetchPolicy: 'cache-first',
  nextFetchPolicy: (current: WatchQueryFetchPolicy, { reason }: { reason: string }) =>
    reason === 'variables-changed' ? 'network-only' : current,
} as const;

export function ReviewPlayerPage({ byId = false }: { byId?: boolean }) {
  const params = useParams();
  const token = (byId ? params.videoId : params.reviewToken) ?? '';
  const auth = useAuth();
  // a deep link (`?version=V&frame=N`, the daily digest) opens that version at that frame
  const [deepLink] = useState(() => deepLinkOf(window.location.search));
  const [version, setVersion] = useState<number | null>(byId ? null : deepLink.version);
  const [guestToken, setGuestToken] = useState<string | null>(() => sessionStorage.getItem(guestKey(token)));
  const link = useQuery(ReviewLinkDetailsDocument, { variables: { id: token, version, guestToken }, skip: byId, ...FROM_LOADER });
  const byIdQ = useQuery(PlayerAssetDocument, { variables: { id: token, guestToken }, skip: !byId, ...FROM_LOADER });
  const q = byId ? byIdQ : link;
  // While the link is asked again (a guest just verified, another version chosen) the page stays as it was: the
  // player is not unmounted, so the video keeps its frame and a key pressed meanwhile still steps it.
  const shownData = <T,>(r: { data?: T; previousData?: T; loading: boolean }) => r.data ?? (r.loading ? r.previousData : undefined);
  const d: ReviewDetailsFieldsFragment | undefined = byId ? shownData(byIdQ)?.getPlayerAsset : shownData(link)?.getReviewLinkDetails;
  const error = q.error;

  if (error && errorCode(error) === 'UNAUTHENTICATED' && !auth) {
    rememberEarlierPath(window.location.pathname + window.location.search);
    return <Navigate to="/login" replace />;
  }
  if (error && !d) return <ErrorPanel error={error} />;
  if (!d)
    return (
      <Group justify="center" p="xl">
        <Loader aria-label="Loading" />
      </Group>
    );
  return (
    <PlayerView
      key={`${d.id}`}
      canCompare={!byId}
      d={d}
      token={token}
      guestToken={guestToken}
      startFrame={deepLink.version == null || deepLink.version === d.version ? deepLink.frame : null}
      onVersion={setVersion}
      onGuest={(g) => {
        sessionStorage.setItem(guestKey(token), g);
        setGuestToken(g);
      }}
      refetch={() => void q.refetch()}
    />
  );
}
