import type { Tx } from '../platform/db/client';
import { communityVideos } from '../platform/db/schema';
import { newId } from '../platform/ids';

// Demo community videos (issue 13). The ids are made up for the demo, so the privacy-enhanced
// player shows YouTube's own "unavailable" notice rather than somebody else's real video.
const VIDEOS = [
  {
    title: 'इंटरव्यू में क्या पहनें और क्या बोलें',
    description: 'पहले इंटरव्यू के लिए आसान सुझाव: समय पर पहुँचें, ज़रूरी कागज़ साथ रखें, साफ़ बोलें।',
    id: 'kkDemoIntv1',
    daysAgo: 2,
  },
  {
    title: 'How to record a good video resume on your phone',
    description: 'Light, sound and three short answers: make a video resume that employers watch.',
    id: 'kkDemoVres2',
    daysAgo: 6,
  },
  {
    title: 'नकली नौकरी के ऑफ़र को कैसे पहचानें',
    description: 'नौकरी के लिए कभी पैसे न दें। कामकाज पर सभी कंपनियाँ जाँची हुई हैं।',
    id: 'kkDemoFake3',
    daysAgo: 11,
  },
  {
    title: 'Road safety for delivery riders',
    description: 'Helmet, speed and rain: ten habits that keep delivery partners safe.',
    id: 'kkDemoRide4',
    daysAgo: 20,
  },
  {
    title: 'ITI के बाद इलेक्ट्रीशियन की नौकरी',
    description: 'सर्टिफ़िकेट, पहली नौकरी और अनुभव बढ़ाने के तरीके।',
    id: 'kkDemoElec5',
    daysAgo: 35,
  },
];

export async function seedCommunity(tx: Tx, adminId: string) {
  const now = Date.now();
  await tx.insert(communityVideos).values(
    VIDEOS.map((v) => {
      const at = new Date(now - v.daysAgo * 86_400_000);
      return {
        id: newId(at.getTime()),
        title: v.title,
        description: v.description,
        videoUrl: `https://www.youtube.com/watch?v=${v.id}`,
        youtubeId: v.id,
        createdBy: adminId,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
}
