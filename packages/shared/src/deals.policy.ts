// Who may do what on a deal (part B §6 "Deals"): the access table's deal operations and the deals pages read the same
// answers. Which deals a role reaches is the project-access policy's purpose 'deals' (server, docs/adr/0010).
import { ROLES, type Role } from './roles.js';

const { ADMIN, VMS_QA, VMS_PM, VMS_SALES_PERSON, VMS_QC } = ROLES;

/** Who saves the PM notes (part B §6: sales person, PM, QC; disabled for admin and QA). */
export const DEAL_NOTES_ROLES: readonly Role[] = [VMS_SALES_PERSON, VMS_PM, VMS_QC];
/** Who ticks the payment checkboxes (part B §6: disabled for admin, PM and QA). */
export const DEAL_PAYMENT_ROLES: readonly Role[] = [VMS_SALES_PERSON, VMS_QC];
/** 'Upload file' in attachments (part B §6). */
export const DEAL_UPLOAD_ROLES: readonly Role[] = [VMS_SALES_PERSON, VMS_PM, VMS_QA, ADMIN, VMS_QC];
/** The file delete button in attachments (part B §6: sales, PM, QA, admin, QC). */
export const DEAL_FILE_DELETE_ROLES: readonly Role[] = [VMS_SALES_PERSON, VMS_PM, VMS_QA, ADMIN, VMS_QC];
/** The header's global search (part B §6: PM, admin, QA, QC). */
export const DEAL_GLOBAL_SEARCH_ROLES: readonly Role[] = [VMS_PM, ADMIN, VMS_QA, VMS_QC];

/** May the role delete a file of this attachment folder? Its roles may, until the folder is marked complete. */
export const mayDeleteDealFile = (role: Role | null | undefined, folder: { isMarkedCompleted: boolean }) =>
  !!role && DEAL_FILE_DELETE_ROLES.includes(role) && !folder.isMarkedCompleted;
