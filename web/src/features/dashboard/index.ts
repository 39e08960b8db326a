export { SignInNotice } from './SignInNotice';
export { useContentWidth } from './useContentWidth';
