// The builder's pictures through the one upload component (ui/UploadArea): its protocol mapped onto the Bronze calls —
// a signed PUT for the file (getCustomImagePreSignedUrl), the PUT with its content type, then the picture registered
// as the chapter's (updateCustomImageS3Url). A picture is one part (images are far below the part size).
import type { ApolloClient } from '@apollo/client';
import { extensionOf, type BronzeImageKind } from '@vms/shared';
import { GetCustomImagePreSignedUrlDocument, UpdateCustomImageS3UrlDocument } from '../../gql/graphql';
import { UploadCancelled, type UploadApi } from '../../ui/UploadArea/upload-client';

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

export function bronzeUploadApi(client: ApolloClient, target: { uuid: string; chapter: string; kind: BronzeImageKind }): UploadApi {
  const urls = new Map<string, string>();
  const contentTypes = new Map<string, string>();
  return {
    async start(path) {
      const fileName = path.split('/').pop()!;
      const r = await client.mutate({
        mutation: GetCustomImagePreSignedUrlDocument,
        variables: { customImageInput: [{ fileName, fileType: target.kind, uuid: target.uuid, chapter: target.chapter }] },
      });
      const signed = r.data!.getCustomImagePreSignedUrl[0]!;
      urls.set(signed.s3ImageLink, signed.url);
      contentTypes.set(signed.url, TYPES[extensionOf(fileName)] ?? 'application/octet-stream');
      return signed.s3ImageLink;
    },
    async sign(_path, _part, uploadId) {
      return urls.get(uploadId)!;
    },
    async complete(_path, _parts, uploadId) {
      const r = await client.mutate({
        mutation: UpdateCustomImageS3UrlDocument,
        variables: { uuid: target.uuid, input: [{ s3ImageLink: uploadId, fileType: target.kind, chapter: target.chapter }] },
      });
      const row = r.data!.updateCustomImageS3Url[0]!;
      return { Key: row.s3ImageLink, Location: row.url };
    },
    async abort() {
      // nothing was registered; the signed key is never used
    },
    putPart(url, body, onBytes, signal) {
      return new Promise((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('PUT', url);
        xhr.setRequestHeader('content-type', contentTypes.get(url) ?? 'application/octet-stream');
        xhr.upload.onprogress = (e) => onBytes(e.loaded);
        xhr.onload = () =>
          xhr.status >= 200 && xhr.status < 300
            ? resolve(xhr.getResponseHeader('ETag') ?? 'stored')
            : reject(new Error(`Upload failed (${xhr.status})`));
        xhr.onerror = () => reject(new Error('Upload failed (network)'));
        xhr.onabort = () => reject(new UploadCancelled());
        signal.addEventListener('abort', () => xhr.abort());
        xhr.send(body);
      });
    },
  };
}
