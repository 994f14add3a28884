import { useMutation } from '@tanstack/react-query';
import { requestBlob } from '../../../lib/http';
import { saveBlob } from '../../../lib/save-blob';

// issue 15 item 9 (DPDP Act): GET /user/v2/my-data answers everything stored about the user as
// a JSON file (Content-Disposition names it kaamkaj-my-data-YYYY-MM-DD.json).
export async function downloadMyData() {
  const { blob, fileName } = await requestBlob('/user/v2/my-data');
  saveBlob(blob, fileName ?? 'kaamkaj-my-data.json');
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
