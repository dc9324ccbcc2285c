// Follows a video's render results (subscription videoRendered): the caller refetches on a result for the render it
// waits for, or shows the error.
import { useSubscription } from '@apollo/client/react';
import { VideoRenderedDocument, type VideoRenderedSubscription } from '../../../gql/graphql';

export function useVideoRendered(videoId: string | undefined, onEvent: (e: VideoRenderedSubscription['videoRendered']) => void) {
  useSubscription(VideoRenderedDocument, {
    variables: { videoId: videoId ?? '' },
    skip: !videoId,
    onData: ({ data }) => {
      if (data.data) onEvent(data.data.videoRendered);
    },
  });
}
