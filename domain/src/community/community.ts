// Community videos (spec 000 §2.14, §3.6; issue 13).

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The 11-character id of a YouTube link (watch?v=, youtu.be/, shorts/, embed/, live/, with any
 * other parameters), or null for anything that is not a YouTube video link.
 */
export function youtubeId(link: string): string | null {
  // no URL class here: domain runs without DOM or Node types
  const m = LINK.exec(link.trim());
  if (!m) return null;
  const host = (m[1] ?? '').toLowerCase();
  const [first, second] = (m[2] ?? '').split('/').filter(Boolean);
  let id: string | null = null;
  if (host === 'youtu.be') id = first ?? null;
  else if (first === 'watch') id = param(m[3] ?? '', 'v');
  else if (first === 'shorts' || first === 'embed' || first === 'live') id = second ?? null;
  return id && YOUTUBE_ID.test(id) ? id : null;
}

const LINK =
  /^https?:\/\/(?:www\.|m\.|music\.)?(youtu\.be|youtube\.com|youtube-nocookie\.com)(\/[^?#]*)?(\?[^#]*)?(?:#.*)?$/i;

function param(query: string, name: string): string | null {
  for (const pair of query.replace(/^\?/, '').split('&')) {
    const [key, value] = pair.split('=');
    if (key === name) return value ?? null;
  }
  return null;
}

/** spec 000 §2.14: the privacy-enhanced embed of a video id. */
export const embedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;
export const thumbnailUrl = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;

/** spec 000 §2.14 "Upload At:": the long day-month-year form of English (GB), in India's time. */
export function uploadedAtText(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}

/** spec 000 §3.6 "Community video". */
export type CommunityVideo = {
  _id: string;
  title: string;
  description: string;
  video_url: string;
  youtube_id: string;
  created_at: string;
  hidden?: boolean;
};
