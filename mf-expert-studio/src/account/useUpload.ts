import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { call, uploadApi } from 'shared-contracts';
import { errorMessage, useShell } from 'shared-contracts/react';

/** Uploads files to the api (which checks each by its content); a refusal is an error toast. */
export function useUpload() {
  const { t } = useLingui();
  const { api, notify } = useShell();
  const [busy, setBusy] = useState(false);

  /**
   * The stored files' paths in order, or null when one was refused (nothing more is sent). `kind`:
   * what the api must find in each file's content (the gallery takes images, the video a video).
   */
  async function upload(files: File[], kind: 'image' | 'video'): Promise<string[] | null> {
    setBusy(true);
    try {
      const stored: string[] = [];
      for (const file of files) {
        const form = new FormData();
        form.append('file', file);
        stored.push((await call(api, uploadApi.upload, { query: { kind }, form })).data.file);
      }
      return stored;
    } catch (error) {
      notify.error(errorMessage(error, t`The file could not be uploaded`));
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { upload, busy };
}
