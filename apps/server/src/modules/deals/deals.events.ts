// Live events of deals: the topic of platform/outbox/topics.ts the deal sync publishes on.

/** What syncDealAssociation delivers: the deal whose associations were pulled, and how it went. */
export interface DealSyncEvent {
  dealId: string;
  projectId: number | null;
  /** SYNCED or FAILED. */
  status: 'SYNCED' | 'FAILED';
  /** 'Deal Association Synced.' or the CRM's error. */
  message: string;
  syncedAt: string | null;
}

declare module '../../platform/outbox/topics.js' {
  interface Topics {
    /** A deal's associations were pulled from the CRM (or the pull failed), keyed by the deal's id. */
    syncDealAssociation: [dealId: string, payload: DealSyncEvent];
  }
}
