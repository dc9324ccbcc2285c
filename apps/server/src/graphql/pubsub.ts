// Typed topics for live updates. In process by default; through Redis when REDIS_URL is set, so that every app
// instance delivers every event to its own subscribers.
import { setMaxListeners } from 'node:events';
import { createPubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';

import type {
  BronzeVideoStatusEvent,
  NotificationActionEvent,
  TaskNotificationEvent,
  TaskUpdatedEvent,
} from '../modules/management/management.events.js';
import type { BrokerCounts } from '../modules/brokers/brokers.service.js';
import type { GallerySyncedEvent } from '../modules/sales/order.types.js';

/** What the folder subscriptions deliver. */
export interface FolderEvent {
  projectId: string;
  path: string;
  action: string;
}

/** Topic → [id, payload]. Each domain adds its topics here; subscribers listen to one id (a project, a person). */
export type Topics = {
  taskUpdated: [projectUuid: string, payload: TaskUpdatedEvent];
  taskNotification: [userId: string, payload: TaskNotificationEvent];
  notificationAction: [userId: string, payload: NotificationActionEvent];
  bronzeVideoStatus: [projectUuid: string, payload: BronzeVideoStatusEvent];
  /** Both brokers-directory counts after any change, for every directory subscriber. */
  brokerCounts: [payload: BrokerCounts];
  /** A file uploaded to or deleted from a project's folders (the custom folders have their own topic). */
  folderUpdated: [projectUuid: string, payload: FolderEvent];
  customFolderUpdated: [projectUuid: string, payload: FolderEvent];
  /** The end of one asset's gallery processing (syncAssetDetails). */
  assetGalleriesSynced: [assetId: string, payload: GallerySyncedEvent];
};

export function createAppPubSub(redisUrl?: string) {
  if (!redisUrl) {
    // Every subscriber of a topic is one listener; a busy project has hundreds, which is expected, not a leak.
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return { pubsub: createPubSub<Topics>({ eventTarget }), close: async () => {} };
  }
  const publishClient = new Redis(redisUrl);
  const subscribeClient = new Redis(redisUrl);
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<Topics>({ eventTarget }),
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

export type PubSub = ReturnType<typeof createAppPubSub>['pubsub'];
