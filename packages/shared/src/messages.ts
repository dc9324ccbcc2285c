// Texts shared by server and web, copied exactly from the spec.
export const AUTH_MESSAGES = {
  unknownEmail: 'Invalid email id!',
  wrongPassword: 'Invalid password!',
  invalidCredentials: 'Invalid Credentials.',
  unknownUser: (phone: string) => `Unknown user ID. Please contact the provider at ${phone} to change your user ID.`,
  linkExpired: 'Sorry, Your link is expired',
  noAccess: "No Access: You don't have permission to access this page.",
  notFound: 'Error 404 = Page not found',
  tooManyAttempts: (seconds: number) =>
    `Too many attempts. Please wait ${seconds} seconds and try again.`,
} as const;

/** Management portal and attention alerts (part A §4, §8; part B §2.7, §4), copied exactly. */
export const MANAGEMENT_MESSAGES = {
  noActiveProjects: "You don't have any active projects at this moment",
  noCompletedProjects: 'Your Project has not yet completed. We will send an email when your project completes',
  noAttentionProjects: 'There are no projects needing your attention at this time.',
  noSearchResults: 'No Projects to be shown.',
  noActivities: 'No activities found!!',
  noTasks: 'No task found!',
  noSections: 'No sections found!!',
  projectMissing: 'Project details for requested project does not exist.',
  notYetStarted:
    'Your project has been initiated but not yet started. We will send an email when your project starts.',
  taskNotStarted: 'Task not started yet',
  activityRow: (user: string, status: string) => `${user} updated to ${status}`,
  missingTasks: (list: string) => `${list} tasks are missing from template.`,
  statusUpdateFailed: 'Status update failed. Please try again.',
  statusUpdated: 'Status updated successfully',
  actionDone: 'Action successfully done!',
  reviewComplete: 'Review is complete',
  remindLater: 'Remind me to review later',
  noNotifications: 'No new notifications',
  noMoreData: 'No more data to load.',
  renderFailed: 'Video Rendering Failed',
  timerOver: 'Over!!',
  zipFailed: 'Failed to download the zip',
  somethingWrong: 'Something went wrong!!',
  noImages: 'No data found!',
} as const;

/** Upload and file texts (part B §4, §5, §8, §9; part A §9). */
export const FILE_MESSAGES = {
  uploadComplete: 'Upload Complete',
  uploaded: 'File Uploaded Successfully.',
  uploadedAlt: 'File uploaded successfully!!',
  uploadFailed: 'File upload failed. Please try again.',
  uploadError: 'An error occurred, while file uploading. Please try again.',
  deleted: 'File Deleted successfully!!',
  deleteError: 'An error occurred, while deleting file. Please try again.',
  deleteFailed: 'Failed to delete the asset.',
  downloadFailed: 'Failed to download the asset.',
  downloadError: 'An error occurred while downloading.',
  zipFailed: 'Failed to download the zip',
  notViewable: 'This file format is not supported for viewing',
  confirmTitle: 'Are you sure?',
  confirmDelete: 'Do you really want to delete this file.',
  noPermissions: 'Required permissions are not available!',
  formatNotAllowed: (ext: string) => `${ext} file format not allowed.`,
  singleOnly: 'Multiple file uploading is not allowed',
  avatarSingleOnly: 'Multi file uploading not allowed here.',
  chooseOne: 'Choose at least one file!',
  logoDimensions: 'Uploaded logo image not matches with required dimensions, Please use 150 X 60 logo dimension',
} as const;
