import { useRef, useState } from 'react';
import { useMutation, useSubscription } from '@apollo/client/react';
import { ORDER_MESSAGES } from '@vms/shared';
import { OnAssetGalleriesSyncedDocument, SyncAssetDetailsDocument } from '../../gql/graphql';
import { errorMessage, isAuthError } from '../../lib/graphql-errors';
import { toastError, toastSuccess } from '../../ui/toast';

/**
 * Tab 0's Sync (part A §4): syncAssetDetails re-reads the listing from the feed and queues its gallery; the button spins
 * until assetGalleriesSynced reports the end for this asset. The subscription stays open while the tab is, so it is
 * listening long before a Sync starts and cannot miss a quick end; events outside a Sync are ignored.
 */
export function useGallerySync(assetId: string, { onSynced, onStartFailed }: { onSynced: () => void; onStartFailed: () => void }) {
  const [syncing, setSyncingState] = useState(false);
  const active = useRef(false);
  const setSyncing = (on: boolean) => {
    active.current = on;
    setSyncingState(on);
  };
  const [sync] = useMutation(SyncAssetDetailsDocument);
  useSubscription(OnAssetGalleriesSyncedDocument, {
    variables: { assetId },
    onData: ({ data }) => {
      const event = data.data?.assetGalleriesSynced;
      if (!event || !active.current) return;
      setSyncing(false);
      if (event.success) {
        toastSuccess(ORDER_MESSAGES.gallerySynced);
        onSynced();
      } else toastError(ORDER_MESSAGES.syncFailed);
    },
    onError: () => {
      if (!active.current) return;
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
