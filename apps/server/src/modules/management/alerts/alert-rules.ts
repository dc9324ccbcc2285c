// Attention alerts are raised by rules when a task reaches a status that needs someone (docs/adr/0005).
import { ROLES } from '@vms/shared';

export type Recipient = 'customer' | 'pm' | 'editor' | 'qc' | 'admin';

export interface AlertRule {
  statuses: readonly string[];
  to: readonly Recipient[];
  text: (task: string, status: string) => string;
}

export const ALERT_RULES: readonly AlertRule[] = [
  { statuses: ['Ready For Review'], to: ['customer', 'pm'], text: (task) => `${task} is ready for your review.` },
  { statuses: ['Awaiting Client Approval'], to: ['customer', 'pm'], text: (task) => `${task} is awaiting your approval.` },
  {
    statuses: ['Awaiting Client Feedback 1st Edits', 'Awaiting Client Feedback 2nd Edits', 'Awaiting Client Feedback 3rd Edits'],
    to: ['customer'],
    text: (task, status) => `${task}: ${status.replace('Awaiting Client Feedback', 'your feedback is awaited on')}.`,
  },
  { statuses: ['Under Internal Review', 'In Review'], to: ['qc'], text: (task) => `${task} needs an internal review.` },
  { statuses: ['Edits Received', 'Missed Edit Received'], to: ['editor'], text: (task, status) => `${task}: ${status}.` },
  { statuses: ['Project On Hold', 'Reshoot Images / Video'], to: ['admin', 'pm'], text: (task, status) => `${task}: ${status}.` },
];

/** Roles whose every account receives a rule's alert (the others are the project's own people). */
export const RECIPIENT_ROLES = { qc: ROLES.VMS_QC, admin: ROLES.ADMIN } as const;

export function ruleFor(status: string): AlertRule | undefined {
  return ALERT_RULES.find((r) => r.statuses.includes(status));
}
