export { FamilyProfile } from './FamilyProfile';
export { SignUploadMutation, uploadFile } from '../uploads';
export { useAcceptedImageUpload } from './useAcceptedImageUpload';
