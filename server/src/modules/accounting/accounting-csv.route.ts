import type { HttpRoute } from '../../http/routes.js';
import { sendText } from '../../http/routes.js';
import { upgradeViewer } from '../../graphql/yoga.js';
import { isAdmin } from '../../authorization/policies.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import { getSettings } from '../settings/settings.service.js';
import { accountingCsvHeaderLine, transactionCsvLine } from './accounting-csv.js';
import { checkFilters, type TransactionFilterInput } from './accounting-filters.js';
import { allTransactions } from './accounting.service.js';

export const ACCOUNTING_CSV_PATH = '/accounting/transactions.csv';

/** The query's filters as typed; a class id that is not a whole number is kept as NaN so the check refuses it. */
function inputOf(url: URL): TransactionFilterInput {
  const classroom = url.searchParams.get('classroomId');
  return {
    from: url.searchParams.get('from') ?? '',
    to: url.searchParams.get('to') ?? '',
    term: url.searchParams.get('term'),
    classroomId: classroom ? (/^\d{1,9}$/.test(classroom) ? Number(classroom) : Number.NaN) : null,
  };
}

/**
 * GET /accounting/transactions.csv?from=&to=[&term=][&classroomId=]: one row per transaction for an
 * accountant, admins only by their session (cookie or bearer, as /graphql). Signed out is 401,
 * anyone else 403; bad filters are 400 with the admin's message. Rows are written as they are read,
 * a page at a time.
 */
export function accountingCsvRoute(services: Services): HttpRoute {
  return async (req, res, url) => {
    if (url.pathname !== ACCOUNTING_CSV_PATH) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      sendText(res, 405, 'Method not allowed');
      return true;
    }
    const viewer = await upgradeViewer(services, req);
    if (!viewer) {
      sendText(res, 401, 'Please sign in as an admin to download payments.');
      return true;
    }
    if (!isAdmin(viewer)) {
      sendText(res, 403, 'Only admins may download payments.');
      return true;
    }
    let filters;
    try {
      filters = await checkFilters(services.db, inputOf(url));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      sendText(res, 400, error.message);
      return true;
    }
    const { timeZone } = await getSettings(services.db);
    res.writeHead(200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="transactions-${filters.from}-to-${filters.to}.csv"`,
      'cache-control': 'private, no-store',
    });
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    res.write(accountingCsvHeaderLine());
    try {
      for await (const transaction of allTransactions(services.db, filters)) res.write(transactionCsvLine(transaction, timeZone));
      res.end();
    } catch (error) {
      // The status is sent: cut the download short so that a partial file is never taken as whole.
      res.destroy(error instanceof Error ? error : new Error(String(error)));
    }
    return true;
  };
}
