import type { HttpRoute } from './http/routes.js';
import { LocalStorage } from './integrations/storage/index.js';
import { uploadIsOpen } from './modules/files/files.service.js';
import { calendarFeedRoute } from './modules/attendance/calendar-feed.route.js';
import { fixturesRoute } from './modules/fixtures/fixtures.route.js';
import { outboxRoute } from './modules/outbox/outbox.route.js';
import { sandboxTokenRoute } from './modules/payment/sandbox-token.route.js';
import { vitalsRoute } from './modules/vitals/vitals.route.js';
import type { Services } from './services.js';

/** HTTP routes contributed by modules (files of the local storage adapter, the dev outbox, test fixtures, Web Vitals reports, calendar feeds). */
export function httpRoutes(services: Services): HttpRoute[] {
  const routes: HttpRoute[] = [];
  if (services.storage instanceof LocalStorage) routes.push(services.storage.route((key) => uploadIsOpen(services.db, key)));
  routes.push(
    outboxRoute(services),
    fixturesRoute(services),
    sandboxTokenRoute(services),
    vitalsRoute(services),
    calendarFeedRoute(services),
  );
  return routes;
}
