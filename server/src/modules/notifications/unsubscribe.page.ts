import { escapeHtml } from '@solve/core/notification-templates';

/** A plain page (no app, no script): the unsubscribe link is opened signed out, often on a phone. */
function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
</head>
<body>
<main>
${content}
</main>
</body>
</html>`;
}

/** Asks to confirm; the button posts the same one-click form a mail program would. */
export function confirmUnsubscribePage(academyName: string, kindLabel: string, token: string): string {
  return page(
    `Unsubscribe - ${academyName}`,
    `<h1>${escapeHtml(academyName)}</h1>
<p>You will no longer receive ${escapeHtml(kindLabel)} e-mails.</p>
<form method="post" action="/unsubscribe?token=${encodeURIComponent(token)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Confirm: unsubscribe</button>
</form>`,
  );
}

export function unsubscribedPage(academyName: string, kindLabel: string): string {
  return page(
    `Unsubscribed - ${academyName}`,
    `<h1>${escapeHtml(academyName)}</h1>
<p role="status">You are unsubscribed. You will no longer receive ${escapeHtml(kindLabel)} e-mails.</p>
<p>You can turn them on again in the app's notification settings.</p>`,
  );
}

export function badUnsubscribeLinkPage(academyName: string): string {
  return page(
    `Link not valid - ${academyName}`,
    `<h1>${escapeHtml(academyName || 'Unsubscribe')}</h1>
<p role="alert">This unsubscribe link is not valid. Please use the link of a recent e-mail, or change your notification settings in the app.</p>`,
  );
}
