// Finalize → Save map: the annotated PNG goes straight to the store through a presigned PUT under deal_map/{assetId},
// then saveDealMap records its key with the polygon and the three answers. The order is refetched so the tab reopens
// on the saved map.
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { MAPPING_QUESTIONS } from '@vms/shared';
import { AssetOrderDocument, SaveDealMapDocument } from '../../../../gql/graphql';
import { useImagePut } from '../../use-image-put';
import { boundaryUpload, type GeoPoint } from './boundary-geometry';

export type MappingAnswers = Record<keyof typeof MAPPING_QUESTIONS, string>;
export const MAPPING_KEYS = Object.keys(MAPPING_QUESTIONS) as (keyof typeof MAPPING_QUESTIONS)[];

/** Answers as sent: blank ones are null. */
export function instructionsInput(answers: MappingAnswers): Record<keyof MappingAnswers, string | null> {
  return Object.fromEntries(MAPPING_KEYS.map((k) => [k, answers[k].trim() || null])) as Record<keyof MappingAnswers, string | null>;
}

export function useSaveDealMap(assetId: string) {
  const put = useImagePut();
  const [save] = useMutation(SaveDealMapDocument, { refetchQueries: [AssetOrderDocument] });
  return useCallback(
    async (image: Blob, polygon: GeoPoint[], answers: MappingAnswers): Promise<string> => {
      const target = boundaryUpload(assetId);
      await put(target.location, target.fileName, image, target.contentType);
      const saved = await save({
        variables: {
          assetId,
          data: {
            deal_map_screenshot: target.key,
            deal_map_geopoints: polygon.map(({ lat, lng }) => ({ lat, lng })),
            deal_map_instructions: instructionsInput(answers),
          },
        },
      });
      return saved.data?.saveDealMap.message ?? '';
    },
    [assetId, put, save],
  );
}
