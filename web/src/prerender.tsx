import { print } from '@0no-co/graphql.web';
import type { ApolloClient } from '@apollo/client';
import { renderToString } from 'react-dom/server';
import { type AcademyAnswer, provideAcademy } from './app/academy';
import { createDrawingApolloClient, provideApolloClient } from './app/apollo';
import { preloadFirstPage } from './app/router';
import { appAt } from './prerender-app';
import { drawSignedInPage, type DrawingOptions, type DrawnSignedInPage } from './prerender-signed-in';
import { CatalogQuery } from './features/catalog/catalog.documents';
import { SignInApp } from './features/auth/SignInApp';
import { isSignInPage } from './features/auth/signInPages';
import { PostQuery } from './features/posts/posts.documents';
import { answerBeforeTheAppScript } from './features/player/answerBeforeTheApp';
import { EarlyAnswerMutation } from './features/player/player.documents';

/**
 * What the pages that show data ask for as they first render, asked before drawing them: the page
 * then renders from the cache, as the app's first render will from the same answers.
 */
const DATA_OF_PAGES: Record<string, (client: ApolloClient, params: URLSearchParams) => Promise<unknown>> = {
  '/post': (client, params) => client.query({ query: PostQuery, variables: { id: Number(params.get('id')) } }),
  // Only the catalog without a filter is drawn (server/src/http/first-page-drawing.ts).
  '/catalog': (client) => client.query({ query: CatalogQuery, variables: { filter: null } }),
};

/** A first page as the server draws it: its HTML and, for a page that shows data, Apollo's cache with the answers. */
export interface DrawnFirstPage {
  html: string;
  data?: unknown;
}

/** The server's own GraphQL, asked as a signed-out visitor: a request body in, the answer out. */
export type GraphQLFetch = (body: string) => Promise<Response>;

/**
 * Draws a first page on the server (server/src/http/first-page-drawing.ts) as a signed-out visitor
 * first sees it, with the academy's facts and, for the catalog and a post, their data: its HTML, styles inline, goes
 * out in the page so that a phone shows the page before the scripts have arrived. The app then
 * renders the same over it, from the same facts and answers.
 */
export async function renderFirstPage(url: string, facts: AcademyAnswer, graphqlFetch: GraphQLFetch): Promise<DrawnFirstPage> {
  const { pathname, searchParams } = new URL(url, 'http://drawing');
  provideAcademy(facts);
  // The sign-in pages, as a visit that starts on one shows them (without the app's router and MUI).
  if (isSignInPage(pathname)) return { html: renderToString(<SignInApp initial={{ pathname, state: null }} onLeave={() => undefined} />) };
  await preloadFirstPage(pathname);
  let data: unknown;
  const ask = DATA_OF_PAGES[pathname];
  if (ask) {
    const client = createDrawingApolloClient(graphqlFetch);
    await ask(client, searchParams);
    data = client.extract();
    provideApolloClient(client);
  }
  const html = renderToString(appAt(url, true));
  return { html, data };
}

/**
 * Draws a page a signed-in student or parent opens first (the dashboard, a classroom, the cart, a
 * student's player of the attempt its cookie names), or staff's class page, as they see it, through
 * `graphqlFetch` with their own session; null when the page is not drawn for them (nobody signed
 * in, staff on a student's page, or too many drawings waiting).
 */
export function renderSignedInPage(
  url: string,
  facts: AcademyAnswer,
  graphqlFetch: GraphQLFetch,
  options: DrawingOptions,
): Promise<DrawnSignedInPage | null> {
  provideAcademy(facts);
  return drawSignedInPage(url, graphqlFetch, options);
}

/** The drawn player's own script (decision 0154), with the mutation the app sends an answer with. */
export const playerEarlyScript = answerBeforeTheAppScript(print(EarlyAnswerMutation));
