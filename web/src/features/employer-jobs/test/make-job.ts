export { makeJob } from '../../../test/make-employer-job';

export const CATEGORIES = [
  {
    _id: 'delivery',
    name: 'Delivery',
    name_hi: 'डिलीवरी',
    icon: '🛵',
    image: null,
    skills: [
      { _id: 'bike-riding', name: 'Bike riding', name_hi: 'बाइक चलाना' },
      { _id: 'loading', name: 'Loading', name_hi: 'लोडिंग' },
    ],
  },
  {
    _id: 'security',
    name: 'Security Guard',
    name_hi: 'सिक्योरिटी गार्ड',
    icon: '🛡️',
    image: null,
    skills: [{ _id: 'cctv', name: 'CCTV watch', name_hi: 'सीसीटीवी निगरानी' }],
  },
];
