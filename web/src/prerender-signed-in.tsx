import type { ApolloClient } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createDrawingApolloClient, provideApolloClient } from './app/apollo';
import { type DrawnAnswers, type MissingAnswer, provideDrawnAnswers } from './app/drawnPage';
import { provideDrawingCookies } from './app/cookies';
import { playerTabValues } from './app/playerTabCookie';
import { preloadFirstPage } from './app/router';
import { type Me, MeQuery } from './app/session';
import { provideDrawingTabValues, type SessionKey } from './app/storage';
import { PlayerQuery } from './features/player/player.documents';
import { appAt } from './prerender-app';

/** A page drawn for one signed-in visitor: its HTML, Apollo's cache, and the session and first answers. */
export interface DrawnSignedInPage {
  html: string;
  data: unknown;
  drawn: DrawnAnswers;
}

type GraphQLFetch = (body: string) => Promise<Response>;

/**
 * Drawings wait their turn: what the app reads while rendering (the Apollo client, the drawn
 * answers, the academy) is the process's one at a time. Past this many waiting, a visitor gets the
 * plain page at once rather than waiting behind others.
 */
const MAX_WAITING = 4;
/** Rounds of rendering and asking for what the render asked (first-page queries, then Apollo's) before drawing with what there is. */
const MAX_ROUNDS = 4;

let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;

/** How a page is drawn: in the phone's layout or the wide one, with the visit's cookies (the UI flags the app reads). */
export interface DrawingOptions {
  phone: boolean;
  cookie: string | null;
}

/** The player: a student's, of the attempt the visit's cookie names (app/playerTabCookie.ts). */
const PLAYER = '/problemSets';

/**
 * Who may see their pages drawn: students and parents (the phones, a parent's sign-in link too)
 * on theirs, and staff on the back office's pages the server draws (a class's page); staff's other
 * pages are plain.
 */
const drawnFor = (me: Me | null | undefined, pathname: string): me is Me =>
  pathname === PLAYER
    ? me?.userType === 'STUDENT'
    : me?.userType === 'STUDENT' || me?.userType === 'FAMILY_MEMBER' || (me?.userType === 'EMPLOYEE' && pathname.startsWith('/manage/'));

export async function drawSignedInPage(
  url: string,
  graphqlFetch: GraphQLFetch,
  options: DrawingOptions,
): Promise<DrawnSignedInPage | null> {
  if (waiting >= MAX_WAITING) return null;
  waiting += 1;
  const turn = queue.then(() => draw(url, graphqlFetch, options));
  queue = turn.catch(() => undefined);
  try {
    return await turn;
  } finally {
    waiting -= 1;
  }
}

async function draw(url: string, graphqlFetch: GraphQLFetch, { phone, cookie }: DrawingOptions): Promise<DrawnSignedInPage | null> {
  const client = createDrawingApolloClient(graphqlFetch);
  const { data: session } = await client.query({ query: MeQuery, fetchPolicy: 'network-only' });
  const me = session?.me;
  const { pathname } = new URL(url, 'http://drawing');
  if (!drawnFor(me, pathname)) return null;
  // The UI flags say, for one who is both, whether an employee works as the admin or the teacher,
  // and the page's code comes with the staff's test-mode banner.
  provideDrawingCookies(cookie);
  const drawn: DrawnAnswers = { session: { me }, answers: {} };
  // The player reads its attempt from the tab's values, which the cookie names; without it, not drawn.
  const tabValues = pathname === PLAYER ? playerTabValues() : null;
  provideDrawingTabValues(tabValues);
  try {
    if (pathname === PLAYER && !tabValues) return null;
    await preloadFirstPage(pathname);
    for (let round = 1; ; round += 1) {
      const missing = new Map<string, MissingAnswer>();
      provideApolloClient(client);
      provideDrawnAnswers(drawn, missing);
      // Rendered (waiting for the code of each part) until Apollo's queries have their answers...
      await prerenderStatic({
        tree: appAt(url, phone),
        context: { client },
        renderFunction: prerenderToNodeStream,
        ignoreResults: true,
        maxRerenders: MAX_ROUNDS,
      });
      if (missing.size && round < MAX_ROUNDS) {
        await askMissing(client, missing, drawn);
        continue;
      }
      // ...then drawn in one piece, every part's code loaded and every answer in hand (a streamed
      // render would leave parts to scripts of its own, which the pages' policy does not run).
      const html = renderToString(appAt(url, phone));
      // A player that sends the visit elsewhere (another attempt, an empty set) is the app's to show.
      if (pathname === PLAYER && !drewAPlayer(client, url, tabValues)) return null;
      return { html, data: client.extract(), drawn };
    }
  } finally {
    provideDrawnAnswers(null);
    provideDrawingCookies(null);
    provideDrawingTabValues(null);
  }
}

/** The first-page queries the render asked for, asked now (each with its types, as the app asks them). */
async function askMissing(client: ApolloClient, missing: Map<string, MissingAnswer>, drawn: DrawnAnswers): Promise<void> {
  await Promise.all(
    [...missing].map(async ([key, { document, variables }]) => {
      const { data } = await client.query({ query: document, variables, fetchPolicy: 'network-only' });
      if (data !== undefined) drawn.answers[key] = data;
    }),
  );
}

/** Whether the player's answer the drawing read is a set to answer (not a way elsewhere, nor an empty set). */
function drewAPlayer(client: ApolloClient, url: string, tabValues: Partial<Record<SessionKey, string>> | null): boolean {
  const assignmentId = Number(new URL(url, 'http://drawing').searchParams.get('assignmentId'));
  const submissionId = Number(tabValues?.submissionId);
  const player = client.readQuery({ query: PlayerQuery, variables: { assignmentId, submissionId } })?.player;
  return !!player && player.redirectTo === null && player.problemSet !== null && player.problems.length > 0;
}
