// Live events of invitations: their topics of platform/outbox/topics.ts.

export interface InviteEvent {
  projectId: string;
  projectNumber: number;
  userId: string;
  role: string;
  /** PENDING (invited), ACCEPTED or DECLINED. */
  status: string;
}

declare module '../../platform/outbox/topics.js' {
  interface Topics {
    /** Keyed by the invitee's user id, and by 'studio' for the PM portal's roles. */
    userInvited: [key: string, payload: InviteEvent];
    pilotOrEditorInviteAccepted: [key: string, payload: InviteEvent];
  }
}
