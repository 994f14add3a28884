import { type Envelope, request } from '../../../lib/http';

// GET /admin/files/:id/link: a signed link, valid 5 minutes, to a private document (DESIGN.md §6).
export function fetchFileLink(id: string): Promise<string> {
  return request<Envelope<{ url: string; expires_at: string }>>(
    `/admin/files/${encodeURIComponent(id)}/link`,
  ).then((body) => body.data.url);
}

/**
 * Opens a document in a new tab. The tab is opened on the tap itself (browsers block a window
 * opened after an await) and pointed at the signed link once it arrives.
 */
export async function openFile(id: string): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  try {
    const url = await fetchFileLink(id);
    if (tab) {
      tab.opener = null; // the document must not reach back into the console
      tab.location.href = url;
    } else {
      window.open(url, '_blank', 'noopener');
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
