import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { AddAssetDetailsDocument, AssetOrderDocument, type AddAssetDetailsMutationVariables } from '../../gql/graphql';
import { toastApiError, toastSuccess } from '../../ui/toast';
import type { SaveIntent } from './order-tab';

/** The fields one tab sends. A field left out keeps what was saved; null clears it (the server's rule). */
export type DetailsPatch = Partial<Omit<AddAssetDetailsMutationVariables, 'assetId'>>;

/**
 * The generated variables list every argument, but addAssetDetails must not receive the ones a tab does not own (null
 * would clear them): a variable left out of the request leaves its argument out.
 */
export const detailsVariables = (assetId: string, patch: DetailsPatch) => ({ assetId, ...patch }) as AddAssetDetailsMutationVariables;

/**
 * addAssetDetails for one tab's part of the order. The order is refetched before the promise settles, so the next tab
 * opens on saved data (new nearby places carry their ids). Save For Later stays quiet: the page toasts its own result.
 */
export function useSaveDetails(assetId: string) {
  const [mutate] = useMutation(AddAssetDetailsDocument, { refetchQueries: [AssetOrderDocument], awaitRefetchQueries: true });
  return useCallback(
    async (patch: DetailsPatch, intent?: SaveIntent): Promise<boolean> => {
      try {
        const { data } = await mutate({ variables: detailsVariables(assetId, patch) });
        if (intent !== 'later' && data) toastSuccess(data.addAssetDetails.message);
        return true;
      } catch (err) {
        toastApiError(err);
        return false;
      }
    },
    [assetId, mutate],
  );
}
