// Deleting a shot's file (part B §6 "File delete button"; §7: the s3-file-delete call, retried on failure).
import { deleteStoredFile } from '../../lib/s3-file-delete';

export const deleteShotFile = (key: string, attempts = 3): Promise<void> => deleteStoredFile(key, attempts);
