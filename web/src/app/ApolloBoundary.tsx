import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { apolloClient } from './apollo';

/** Gives its children the app's Apollo client; loaded only with the parts that read through Apollo (withApollo.tsx). */
export function ApolloBoundary({ children }: { children: ReactNode }) {
  return <ApolloProvider client={apolloClient()}>{children}</ApolloProvider>;
}
