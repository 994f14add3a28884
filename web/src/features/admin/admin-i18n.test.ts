import { checkBundles } from '../../lib/i18n/bundle-checks';
import { resources } from './admin-i18n';

checkBundles('admin console', resources.en, resources.hi, {
  latinAllowed: (key) => key === 'decision.count' || key === 'descriptions.chosen',
});
