import { may } from '@solve/core/access';
import type { IncomingMessage } from 'node:http';
import { parseCookies, SESSION_COOKIE } from '../../graphql/cookies.js';
import type { HttpRoute } from '../../http/routes.js';
import { sendText } from '../../http/routes.js';
import type { Services } from '../../services.js';
import { resolveSession } from '../auth/sessions.service.js';
import type { Viewer } from '../auth/viewer.js';
import { loadInvoiceDocument, loadPaymentDocument, loadRefundDocument, type OwnedBillingDocument } from './billing-document.js';
import { billingFileName, renderBillingPdf } from './billing-pdf.js';

export const DOCUMENTS_PREFIX = '/documents/';
const DOCUMENT_PATH = /^\/documents\/(invoices|payments|refunds)\/([1-9][0-9]{0,9})\.pdf$/;
const LOADERS = { invoices: loadInvoiceDocument, payments: loadPaymentDocument, refunds: loadRefundDocument } as const;
const LARGEST_ID = 2_147_483_647;

/** The session the request signs in with (bearer first, then the HttpOnly cookie), or null. */
async function viewerOf(services: Services, req: IncomingMessage): Promise<Viewer | null> {
  const auth = req.headers.authorization;
  const bearer = auth?.toLowerCase().startsWith('bearer ') ? auth.slice(7).trim() : '';
  const token = bearer || parseCookies(req.headers.cookie ?? null)[SESSION_COOKIE];
  return token ? resolveSession(services.database, token, services.now()) : null;
}

/** The family who owns it reads it, and so do the academy's admins; nobody else learns it exists. */
function mayRead(viewer: Viewer | null, owned: OwnedBillingDocument): boolean {
  if (may.administer(viewer)) return true;
  return may.readFamilyPages(viewer) && viewer?.userType === 'FAMILY_MEMBER' && viewer.familyAccountId === owned.familyAccountId;
}

/**
 * GET /documents/invoices/<id>.pdf, /documents/payments/<id>.pdf and /documents/refunds/<id>.pdf:
 * an invoice, a payment's receipt or a card refund's receipt (by its withdrawal), as a PDF to download. Anyone but the owning family and admins gets the same 404 as for
 * a document that does not exist, so an id tells nothing; the answer is never cached.
 */
export function documentsRoute(services: Services): HttpRoute {
  return async (req, res, url) => {
    if (!url.pathname.startsWith(DOCUMENTS_PREFIX)) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      sendText(res, 405, 'Method not allowed');
      return true;
    }
    const match = DOCUMENT_PATH.exec(url.pathname);
    const id = match ? Number(match[2]) : 0;
    if (!match || id > LARGEST_ID) {
      sendText(res, 404, 'Not found');
      return true;
    }
    const viewer = await viewerOf(services, req);
    // Signed out reads nothing: no document is looked up for it.
    const owned = viewer ? await LOADERS[match[1] as keyof typeof LOADERS](services.db, id) : null;
    if (!owned || !mayRead(viewer, owned)) {
      sendText(res, 404, 'Not found');
      return true;
    }
    const pdf = await renderBillingPdf(owned.document);
    res.writeHead(200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${billingFileName(owned.document)}"`,
      'cache-control': 'private, no-store',
      'content-length': pdf.length,
      'x-content-type-options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : pdf);
    return true;
  };
}
