// Live events of the management domain: its topics of platform/outbox/topics.ts and what they carry.

/** A task of a project changed status (topic id: the project's uuid). */
export interface TaskUpdatedEvent {
  projectId: string;
  taskId: string;
  sectionId: string;
  task: string;
  crexiTaskStatus: string;
  updatedBy: string;
  updatedAt: string;
}

/** A new attention alert for one person (topic id: the person's user id). */
export interface TaskNotificationEvent {
  alertId: string;
  projectId: string;
}

/** A person acted on one of their alerts, possibly in another tab (topic id: the person's user id). */
export interface NotificationActionEvent {
  id: string;
  status: string;
  actionValue: boolean;
}

/** Bronze render progress (topic id: the project's uuid). */
export interface BronzeVideoStatusEvent {
  status: string;
  projectId: string;
  error: string | null;
  completed: boolean;
}

declare module '../../platform/outbox/topics.js' {
  interface Topics {
    taskUpdated: [projectUuid: string, payload: TaskUpdatedEvent];
    taskNotification: [userId: string, payload: TaskNotificationEvent];
    notificationAction: [userId: string, payload: NotificationActionEvent];
    bronzeVideoStatus: [projectUuid: string, payload: BronzeVideoStatusEvent];
  }
}
