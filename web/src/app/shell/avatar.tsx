import { useState } from 'react';
import { DefaultAvatar } from '../../components/ui/default-avatar';
import { useUser } from '../../lib/api/user';
import { cacheBusted } from '../../lib/cache-busted';

/** spec 000 §2.3: the profile tab shows the photo, falling back to a default picture. */
export function Avatar({ userId }: { userId: string | null }) {
  const { data, dataUpdatedAt } = useUser(userId);
  const [broken, setBroken] = useState<string | null>(null);
  // An employer's record holds the photo's file id in profile_pic and its address in
  // profile_pic_url (issue 4 contract); a seeker's profile_pic is the address itself.
  const address = data && 'profile_pic_url' in data ? data.profile_pic_url : data?.profile_pic;
  const pic = typeof address === 'string' ? address : null;
  if (!pic || broken === pic) return <DefaultAvatar className="size-6" />;
  return (
    <img
      src={cacheBusted(pic, dataUpdatedAt)}
      alt=""
      className="size-6 rounded-full object-cover"
      onError={() => setBroken(pic)}
    />
  );
}
