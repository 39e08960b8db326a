export { FamilyProfile } from './FamilyProfile';
export { SignUploadMutation } from './profile.documents';
export { uploadFile } from './uploadFile';
export { useAcceptedImageUpload } from './useAcceptedImageUpload';
