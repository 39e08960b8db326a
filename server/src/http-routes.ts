import type { HttpRoute } from './http/routes.js';
import { LocalStorage } from './integrations/storage/index.js';
import { uploadIsOpen } from './modules/files/files.service.js';
import { calendarFeedRoute } from './modules/attendance/calendar-feed.route.js';
import { fixturesRoute } from './modules/fixtures/fixtures.route.js';
import { outboxRoute } from './modules/outbox/outbox.route.js';
import { documentsRoute } from './modules/documents/documents.route.js';
import { unsubscribeRoute } from './modules/notifications/unsubscribe.route.js';
import { sandboxTokenRoute } from './modules/payment/sandbox-token.route.js';
import { vitalsRoute } from './modules/vitals/vitals.route.js';
import { ACCOUNTING_CSV_PATH, accountingCsvRoute } from './modules/accounting/accounting-csv.route.js';
import { METRICS_PATH, metricsRoute } from './metrics/metrics.route.js';
import type { Services } from './services.js';

/** A route of a module with the paths it answers (a prefix stands for every path under it). */
export interface ModuleRoute {
  paths: string[];
  route: HttpRoute;
}

/**
 * HTTP routes contributed by modules (files of the local storage adapter, the dev outbox, test
 * fixtures, the sandbox card service's token endpoint, Web Vitals reports, the metrics, calendar feeds, unsubscribe links, invoice and receipt PDFs). Each names its paths,
 * so that the robustness suite sends malformed requests to every one of them.
 */
export function moduleRoutes(services: Services): ModuleRoute[] {
  const routes: ModuleRoute[] = [];
  if (services.storage instanceof LocalStorage)
    routes.push({
      paths: ['/files/profile-image/x.png', '/files/incoming/x.png'],
      route: services.storage.route((key) => uploadIsOpen(services.db, key)),
    });
  routes.push(
    { paths: ['/dev/outbox', '/dev/outbox.json', '/dev/outbox/mail/1', '/dev/outbox/mail/%ZZ'], route: outboxRoute(services) },
    { paths: ['/dev/fixtures/family', '/dev/fixtures/employee'], route: fixturesRoute(services) },
    { paths: ['/payments/sandbox/token'], route: sandboxTokenRoute(services) },
    { paths: ['/vitals'], route: vitalsRoute(services) },
    { paths: ['/unsubscribe'], route: unsubscribeRoute(services) },
    { paths: [ACCOUNTING_CSV_PATH], route: accountingCsvRoute(services) },
    { paths: [METRICS_PATH], route: metricsRoute(services) },
    // A token of the right shape that no feed has, and one of the wrong shape.
    { paths: [`/calendar/${'A'.repeat(43)}.ics`, '/calendar/%ZZ.ics'], route: calendarFeedRoute(services) },
    // Invoice and receipt PDFs: a missing one, a malformed id, one past the largest id.
    {
      paths: [
        '/documents/invoices/1.pdf',
        '/documents/payments/1.pdf',
        '/documents/refunds/1.pdf',
        '/documents/invoices/%ZZ.pdf',
        '/documents/payments/99999999999.pdf',
      ],
      route: documentsRoute(services),
    },
  );
  return routes;
}

export function httpRoutes(services: Services): HttpRoute[] {
  return moduleRoutes(services).map(({ route }) => route);
}
