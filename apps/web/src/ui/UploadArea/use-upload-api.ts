import { useMemo } from 'react';
import { useApolloClient } from '@apollo/client/react';
import {
  AbortMultipartUploadDocument,
  GetAwsUploadIdDocument,
  GetUploadSignedUrlDocument,
  UploadFileByPartDocument,
} from '../../gql/graphql';
import { xhrPut, type UploadApi } from './upload-client';

/** The upload protocol over the app's Apollo client. */
export function useUploadApi(): UploadApi {
  const client = useApolloClient();
  return useMemo(
    () => ({
      start: async (path, fileType) =>
        (await client.mutate({ mutation: GetAwsUploadIdDocument, variables: { path, fileType } })).data!.getAwsUploadId,
      sign: async (path, partNumber, uploadId) =>
        (await client.mutate({ mutation: GetUploadSignedUrlDocument, variables: { path, partNumber, uploadId } })).data!.getUploadSignedUrl,
      complete: async (path, parts, uploadId) =>
        (await client.mutate({ mutation: UploadFileByPartDocument, variables: { path, parts, uploadId } })).data!.uploadFileByPart,
      abort: async (path, uploadId) => {
        await client.mutate({ mutation: AbortMultipartUploadDocument, variables: { path, uploadId } });
      },
      putPart: xhrPut,
    }),
    [client],
  );
}
