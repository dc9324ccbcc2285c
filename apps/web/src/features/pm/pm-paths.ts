// The PM portal's routes (part B §2.4), in one place for links and tests.
export const PM_BASE = '/pm-portal/projects';
export const PM_PATHS = {
  list: `${PM_BASE}/project-list`,
  detail: (id: number | string) => `${PM_BASE}/project-detail/${id}`,
  activeDetail: (id: number | string) => `${PM_BASE}/active-projects/project-detail/${id}`,
  folders: (id: number | string) => `${PM_BASE}/${id}/folders`,
  feedback: (id: number | string) => `${PM_BASE}/${id}/folders/feedback`,
  editorInvite: (id: number | string) => `${PM_BASE}/${id}/folders/editor-invite`,
  /** The Video Review list (the review feature's page, part B §2.2). */
  videoReview: `${PM_BASE}/video-review`,
};

/** What the editor-invite route needs from the page that opens it (part B §2.4 "needs router state"). */
export interface EditorInviteState {
  dataSource: string;
  projectId: number;
  projectName: string;
  searchFilters?: { skills: string[]; availability: string; customStartDate?: string; customEndDate?: string };
  editorFilter?: 'ALL' | 'RECOMMENDED';
}

/** Badge colours of the statuses a PM card shows. */
export const STATUS_COLOURS: Record<string, string> = {
  ACTIVE: 'teal',
  'NOT STARTED': 'gray',
  COMPLETED: 'blue',
  RENDERING: 'violet',
  FAILED: 'red',
};
