/** A failed storage POST; status 0 when the network dropped. */
export class StorageUploadError extends Error {
  readonly status: number;

  constructor(status: number) {
    super(`Storage upload failed (${status})`);
    this.name = 'StorageUploadError';
    this.status = status;
  }
}

type StorageUpload = {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * spec 000 §7 "Files" step 2: the multipart POST to the storage address. Every signed field goes
 * first and the file last, as S3's POST policy requires. XMLHttpRequest, not fetch: only it
 * reports upload progress, which a 40 MB video on a 2G link needs. No bearer token: the signed
 * policy is the authority, and the storage host is not ours.
 */
export function uploadToStorage(
  url: string,
  fields: Record<string, string>,
  file: Blob,
  fileName: string,
  { onProgress, signal }: StorageUpload = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file, fileName);

    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve();
      } else reject(new StorageUploadError(xhr.status));
    };
    xhr.onerror = () => {
      done();
      reject(new StorageUploadError(0));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort);
    xhr.open('POST', url);
    xhr.send(form);
  });
}
