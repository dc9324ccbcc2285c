// A client on one app instance following videos' renders over graphql-ws (videoRendered), as the VidPitch page does.
// A subscription that ends with an error (its instance could not read the video while the database was down) is
// opened again; after every (re)subscription the video's state is read once (getVideoData), so an event missed in
// the gap is caught up. Events carry their render id: only the renders this run asked for are counted.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { Unavailable, Unreachable, type InstanceClient } from './http-client.js';

const SUBSCRIBE = 'subscription($v: String!) { videoRendered(videoId: $v) { videoId renderId status error } }';
const STATE = 'query($u: String!) { getVideoData(input: { uuid: $u }) { videoDetails { pipelineStatus s3LinkRenderId } } }';

export interface Finish {
  renderId: string;
  status: string;
  /** 'event' when the subscription delivered it, 'caught up' when read after a resubscription. */
  how: 'event' | 'caught up';
}

export function renderFollower(instance: InstanceClient) {
  const client: Client = createClient({
    url: instance.base.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: () => new Promise((r) => setTimeout(r, 500)),
  });
  /** Finish events (complete or failed) per video, in the order they came. */
  const finishes = new Map<string, Finish[]>();
  let events = 0;
  let resubscribed = 0;
  let closed = false;

  const record = (videoId: string, finish: Finish) => {
    if (!finishes.has(videoId)) finishes.set(videoId, []);
    finishes.get(videoId)!.push(finish);
  };

  async function catchUp(videoId: string) {
    for (let i = 0; i < 100 && !closed; i++) {
      try {
        const a = await instance.gql<{ getVideoData: { videoDetails: { pipelineStatus: string; s3LinkRenderId: string | null } } }>(STATE, {
          u: videoId,
        });
        const d = a.data?.getVideoData.videoDetails;
        if (d && d.pipelineStatus !== 'inprogress' && d.s3LinkRenderId && !finishes.get(videoId)?.length) {
          record(videoId, { renderId: d.s3LinkRenderId, status: d.pipelineStatus, how: 'caught up' });
        }
        return;
      } catch (err) {
        if (!(err instanceof Unavailable) && !(err instanceof Unreachable)) throw err;
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  }

  const followed = new Set<string>();
  // a socket opened again (its instance went away and came back): the client subscribes again by itself, and each
  // video's state is read in case its finish came in the gap
  client.on('connected', (_socket, _payload, wasRetry) => {
    if (!wasRetry) return;
    resubscribed++;
    for (const videoId of followed) void catchUp(videoId);
  });

  function follow(videoId: string) {
    if (closed) return;
    followed.add(videoId);
    let failed = false;
    client.subscribe<{ videoRendered: { videoId: string; renderId: string; status: string } }>(
      { query: SUBSCRIBE, variables: { v: videoId } },
      {
        next: (msg) => {
          if (msg.errors?.length) failed = true;
          const e = msg.data?.videoRendered;
          if (!e || e.videoId !== videoId) return;
          events++;
          record(videoId, { renderId: e.renderId, status: e.status, how: 'event' });
        },
        error: () => {
          failed = true;
          again();
        },
        complete: () => {
          if (failed) again();
        },
      },
    );
    function again() {
      if (closed) return;
      resubscribed++;
      setTimeout(() => {
        follow(videoId);
        void catchUp(videoId);
      }, 500);
    }
  }

  return {
    follow,
    finishes,
    stats: () => ({ events, resubscribed }),
    async close() {
      closed = true;
      await client.dispose();
    },
  };
}
