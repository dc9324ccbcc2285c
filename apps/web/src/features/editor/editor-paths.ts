// The editor portal's routes (part B §2.5), in one place for links and tests.
export const EDITOR_BASE = '/editor-portal/projects';
export const EDITOR_PATHS = {
  list: `${EDITOR_BASE}/project-list`,
  invitation: (id: number | string) => `${EDITOR_BASE}/project-invitation/${id}`,
  folders: (id: number | string) => `${EDITOR_BASE}/${id}/folders`,
  /** Task details; the path's segment chooses the heading (need-my-attention, active or completed). */
  taskDetail: (id: number | string, segment: 'active-projects' | 'completed' | 'need-my-attention' = 'active-projects') =>
    `${EDITOR_BASE}/${segment}/project-detail/${id}`,
  detail: (id: number | string) => `${EDITOR_BASE}/project-detail/${id}`,
  videoReview: (id: number | string, folderId: string) => `${EDITOR_BASE}/video-review/${id}/${folderId}`,
  createProfile: '/editor-create-profile',
  editProfile: '/edit-profile',
  /** 'Go To Project' (Bronze): the chapter builder. */
  bronze: (id: number | string) => `/crexi-bronze/${id}`,
};

/** The task-detail heading by the path (part B §2.5). */
export function taskDetailHeading(pathname: string): string {
  if (pathname.includes('need-my-attention')) return 'Needs my attention';
  if (pathname.includes('completed')) return 'Completed project';
  if (pathname.includes('active')) return 'Active project';
  return 'Project';
}

/** 'Go To Project' waits while the project is completed or its render runs (part B §4 "Project status"). */
export const goToProjectDisabled = (p: { trackStatus: string; isRenderRunning: boolean }) =>
  p.trackStatus === 'COMPLETED' || p.isRenderRunning;
