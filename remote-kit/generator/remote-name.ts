/** A remote's folder: `mf-` and lowercase words joined by dashes (`mf-booking`, `mf-expert-studio`). */
const REMOTE_FOLDER = /^mf-[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export function checkRemoteFolder(folder: string | undefined): string {
  if (!folder || !REMOTE_FOLDER.test(folder)) {
    throw new Error(
      `A remote's name is mf- and lowercase words joined by dashes, like mf-booking (got "${folder ?? ''}").`,
    );
  }
  return folder;
}

/** `mf-expert-studio` → `mf_expert_studio` (shared-contracts' `containerNameOf`, for the template). */
export function containerOf(folder: string): string {
  return folder.replaceAll('-', '_');
}
