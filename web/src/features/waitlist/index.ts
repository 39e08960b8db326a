export { ClassWaitlistSection } from './ClassWaitlistSection';
export { FamilyWaitlistSection } from './FamilyWaitlistSection';
export { OfferHoursSection } from './OfferHoursSection';
export { WaitlistOfferFromLink } from './WaitlistOfferFromLink';
export { FullClassAction } from './WaitlistAction';
