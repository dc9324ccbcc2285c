// Images of an order (a default broker's photo or logo, the boundary map) go straight to the store: the server signs a
// PUT for the location (getAwsS3PresignedUrl), and the browser sends the bytes with their content type.
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { ImageUploadUrlDocument } from '../../gql/graphql';

const FAILED = 'The image could not be uploaded. Please try again.';

export function useImagePut() {
  const [sign] = useMutation(ImageUploadUrlDocument);
  return useCallback(
    async (location: string, fileName: string, body: Blob, contentType: string): Promise<void> => {
      const { data } = await sign({ variables: { location, fileName, contentType } });
      if (!data) throw new Error(FAILED);
      const put = await fetch(data.getAwsS3PresignedUrl, { method: 'PUT', body, headers: { 'content-type': contentType } });
      if (!put.ok) throw new Error(`${FAILED} (${put.status})`);
    },
    [sign],
  );
}
