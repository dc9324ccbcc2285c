import { useState } from 'react';
import { useMutation, useSubscription } from '@apollo/client/react';
import { ORDER_MESSAGES } from '@vms/shared';
import { OnAssetGalleriesSyncedDocument, SyncAssetDetailsDocument } from '../../gql/graphql';
import { errorMessage, isAuthError } from '../../lib/graphql-errors';
import { toastError, toastSuccess } from '../../ui/toast';

/**
 * Tab 0's Sync (part A §4): syncAssetDetails re-reads the listing from the feed and queues its gallery; the button spins
 * until assetGalleriesSynced reports the end for this asset. The subscription opens together with the mutation; the
 * gallery work is a queued job on the server, so its end comes after the mutation's answer.
 */
export function useGallerySync(assetId: string, { onSynced, onStartFailed }: { onSynced: () => void; onStartFailed: () => void }) {
  const [syncing, setSyncing] = useState(false);
  const [sync] = useMutation(SyncAssetDetailsDocument);
  useSubscription(OnAssetGalleriesSyncedDocument, {
    variables: { assetId },
    skip: !syncing,
    onData: ({ data }) => {
      const event = data.data?.assetGalleriesSynced;
      if (!event) return;
      setSyncing(false);
      if (event.success) {
        toastSuccess(ORDER_MESSAGES.gallerySynced);
        onSynced();
      } else toastError(ORDER_MESSAGES.syncFailed);
    },
    onError: () => {
      setSyncing(false);
      toastError(ORDER_MESSAGES.syncFailed);
    },
  });

  const start = async () => {
    setSyncing(true);
    try {
      const { data } = await sync({ variables: { assetId } });
      const result = data!.syncAssetDetails;
      if (!result.success) throw new Error(result.message);
      toastSuccess(result.message);
    } catch (err) {
      // The feed refused or failed: say why and go back to the search (part A §4).
      setSyncing(false);
      if (!isAuthError(err)) toastError(errorMessage(err));
      onStartFailed();
    }
  };

  return { syncing, start };
}
