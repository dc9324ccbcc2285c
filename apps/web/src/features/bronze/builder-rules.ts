// The builder's decisions (part B §2.3, §4 "Bronze builder", §6), as plain functions the page and its tests share.
import { BRONZE_MESSAGES, ROLES, mayAddBronzePicture, type Role } from '@vms/shared';

export type BuilderMode = { role: Role; isTextChange: boolean };

/** The editor (and a text-change order) render; everyone else checks out. */
export const rendersVideo = ({ role, isTextChange }: BuilderMode) => role === ROLES.VMS_EDITOR || isTextChange;
export const lastChapterLabel = (mode: BuilderMode) => (rendersVideo(mode) ? 'Render Video' : 'Checkout');

/** The picture controls a person sees on a chapter. */
export function pictureControls(
  role: Role,
  chapter: { segmentNumber: number; hasImage: boolean; hasLogo: boolean; hasQrCode: boolean; hasBoundary: boolean },
) {
  return {
    image: chapter.hasImage && mayAddBronzePicture(role, 'IMAGE', chapter.segmentNumber),
    logo: chapter.hasLogo && mayAddBronzePicture(role, 'LOGO', chapter.segmentNumber),
    qrCode: chapter.hasQrCode,
    boundary: chapter.hasBoundary && mayAddBronzePicture(role, 'PROPERTY_BOUNDARY', chapter.segmentNumber),
  };
}

/** Saving a boundary chapter without its picture asks first (not for a text change). */
export function asksForBoundary(mode: BuilderMode, segmentNumber: number, hasBoundary: boolean): boolean {
  return !mode.isTextChange && mayAddBronzePicture(mode.role, 'PROPERTY_BOUNDARY', segmentNumber) && !hasBoundary;
}

/** The completion modal's lines. */
export function completionText(mode: BuilderMode): string[] {
  return rendersVideo(mode)
    ? [BRONZE_MESSAGES.rendering, BRONZE_MESSAGES.renderingWhere]
    : [BRONZE_MESSAGES.orderSent, BRONZE_MESSAGES.junkFolder];
}

/** Where the builder sends a person after the completion modal. */
export function redirectAfter(mode: BuilderMode, projectNumber: number | null, searchedBy: string | null): string {
  const id = projectNumber ?? '';
  if (mode.role === ROLES.VMS_EDITOR) return `/editor-portal/projects/${id}/folders`;
  if (mode.isTextChange && (mode.role === ROLES.VMS_PM || mode.role === ROLES.VMS_QC)) return `/pm-portal/projects/${id}/folders`;
  if (mode.isTextChange && mode.role === ROLES.USER) return `/management-portal/projects/active-projects/project-detail/${id}/bronze`;
  return searchedBy ?? '/crexi-search/results';
}

/** Cancel asks first when chapter one was visited and it is not a text change; the text depends on who cancels. */
export function cancelPrompt(mode: BuilderMode, chapterOneVisited: boolean, name: string): string | null {
  if (!chapterOneVisited || mode.isTextChange) return null;
  return mode.role === ROLES.VMS_EDITOR ? BRONZE_MESSAGES.cancelEditor(name) : BRONZE_MESSAGES.cancelCustomer(name);
}

/**
 * The clean-up of part B §4: a non-editor who did not visit chapter one, from a search that is not the pending-order
 * list, with uploaded files, on a listing the checkout status shows is not on the plan yet, leaves nothing behind.
 */
export function cleansUp(o: {
  role: Role;
  chapterOneVisited: boolean;
  fromPendingOrders: boolean;
  uploaded: number;
  onPlan: boolean;
}): boolean {
  return o.role !== ROLES.VMS_EDITOR && !o.chapterOneVisited && !o.fromPendingOrders && o.uploaded > 0 && !o.onPlan;
}
