// Files a public page uploaded (a VidPitch video's pictures) are deleted through the same s3-file-delete call as the
// studio's files (part B §7), but without a session: the domain that owns such keys registers who decides.
export interface PublicFileDeleter {
  /** Whether this key is one of the domain's public uploads. */
  owns(file: string): boolean;
  /** Deletes it under the domain's own rules (throws our errors: 400, 404, 429). */
  remove(file: string, ip: string): Promise<{ message: string }>;
}

/** By owner name: an app registers each once (the latest app's services win, as in tests that start one app per file). */
const deleters = new Map<string, PublicFileDeleter>();

export function registerPublicFileDeleter(name: string, deleter: PublicFileDeleter): void {
  deleters.set(name, deleter);
}

export const publicFileDeleterFor = (file: unknown) =>
  typeof file === 'string' ? [...deleters.values()].find((d) => d.owns(file)) : undefined;
