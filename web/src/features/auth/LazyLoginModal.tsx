import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import type { LoginModalProps } from './LoginModal';

const LoginModal = lazy(() => import('./LoginModal').then((module) => ({ default: module.LoginModal })));

/** The Login modal, loaded when first opened: most visitors of the pages that offer it never open it. */
export function LazyLoginModal(props: LoginModalProps) {
  const asked = useOpenedOnce(props.open);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal {...props} />
    </Suspense>
  );
}
