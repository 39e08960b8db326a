import { createRoot } from 'react-dom/client';
import { loadAcademy } from './app/academy';
import { askWhoIsSignedIn } from './app/session';
import { reloadOnceForStaleChunk } from './app/errors/staleChunk';
import { reportWebVitals } from './app/vitals/reportWebVitals';
import { isSignInPage } from './features/auth/signInPages';

// A chunk (or its style sheet) of an older build failed to preload: reload once to get the new one;
// past the guard the error goes on to the route's error element.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForStaleChunk()) event.preventDefault();
});

// Every first page shows the academy's facts (sign-in's phone, home's name): ask before rendering.
loadAcademy();
// Every page asks who is signed in: asked now, the answer comes while the page's code loads.
askWhoIsSignedIn();

const root = createRoot(document.getElementById('root')!);
const { pathname } = window.location;
// A visit that starts on a sign-in page gets that page alone (no router, no MUI): the app's code
// loads when the visit moves on. Either module is preloaded by the page's HTML (web/vite.config.ts).
if (isSignInPage(pathname)) void import('./features/auth/SignInApp').then(({ startSignIn }) => startSignIn(root, pathname));
else void import('./app/start').then(({ startApp }) => startApp(root));

// After the first page has loaded, so that measuring it adds nothing to what it waits for.
if (document.readyState === 'complete') reportWebVitals();
else window.addEventListener('load', reportWebVitals, { once: true });
