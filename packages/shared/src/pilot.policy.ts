// Who may do what with a project's shots and its pilot (part B §4, §6 "Pilot portal"): the access table's pilot and
// notes operations, the pilot portal's and the PM's shot screens, and the server's pilot domain read the same answers.
import { ROLES, type Role } from './roles.js';

const { ADMIN, VMS_PM, VMS_PILOT, VMS_SALES_PERSON, VMS_QC } = ROLES;

/** Mark complete, notes and shot-list controls, custom shots (part B §6: pilot, PM, admin, QC). */
export const PILOT_SHOT_ROLES: readonly Role[] = [VMS_PILOT, VMS_PM, ADMIN, VMS_QC];
/** Who deletes a file of a shot (part B §6: pilot, sales, admin, PM, QC). */
export const PILOT_FILE_DELETE_ROLES: readonly Role[] = [VMS_PILOT, VMS_SALES_PERSON, ADMIN, VMS_PM, VMS_QC];
/** Who invites a pilot from the project view (PM and admin; the PM portal's roles reach the call). */
export const PILOT_INVITE_ROLES: readonly Role[] = [VMS_PM, ADMIN];

/** Part B §4: a pilot may not take back a shot's completion (their checkbox is disabled once completed); staff may. */
export const mayUnmarkShot = (role: Role) => role !== VMS_PILOT;

/** May the role delete a file of the shot? Its roles may, until the shot is marked complete. */
export const mayDeleteShotFile = (role: Role, shot: { isMarkedCompleted: boolean }) =>
  PILOT_FILE_DELETE_ROLES.includes(role) && !shot.isMarkedCompleted;
