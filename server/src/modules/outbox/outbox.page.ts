import { escapeHtml } from '@solve/core/notification-templates';
import { type OutboxMessage, outboxAttachmentPath } from './outbox.service.js';

/** The dev outbox page: newest first, reloads itself every 5 s so a code shows up while signing in. */
export function outboxPage(messages: OutboxMessage[], to: string | null): string {
  const rows = messages
    .map(
      (m) => `<tr>
  <td>${escapeHtml(m.kind)}</td>
  <td>${escapeHtml(m.recipient)}</td>
  <td>${escapeHtml(m.subject)}</td>
  <td><pre>${escapeHtml(m.body)}</pre>${m.html ? `<p><a href="/dev/outbox/mail/${m.id}" target="_blank" rel="noopener">View the HTML as the recipient sees it</a></p>` : ''}${m.replyTo ? `<p class="meta">Reply-To: ${escapeHtml(m.replyTo)}</p>` : ''}${attachmentLinks(m)}</td>
  <td><time datetime="${m.createdAt.toISOString()}">${escapeHtml(m.createdAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</time></td>
</tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="5">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox</title>
<style>
  body { font: 15px/1.4 system-ui, sans-serif; margin: 24px; color: #222; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border-bottom: 1px solid #ddd; padding: 8px; text-align: left; vertical-align: top; }
  th { background: #f4f4f4; }
  pre { margin: 0; white-space: pre-wrap; word-break: break-word; font: inherit; }
  .empty, .meta { color: #777; }
  td p { margin: 6px 0 0; }
</style>
</head>
<body>
<h1>Outbox</h1>
<p>Texts, calls and mails the local adapters would have sent${to ? ` to <strong>${escapeHtml(to)}</strong>` : ''}, newest first. This page refreshes every 5 seconds.</p>
${
  messages.length
    ? `<table>
<thead><tr><th>Kind</th><th>Recipient</th><th>Subject</th><th>Body</th><th>Time</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p class="empty">No messages yet.</p>'
}
</body>
</html>
`;
}

/** Each attached file with a link that downloads it. */
function attachmentLinks(m: OutboxMessage): string {
  return (m.attachments ?? [])
    .map((attachment, index) => {
      const kilobytes = Math.max(1, Math.round(Buffer.byteLength(attachment.content, 'base64') / 1024));
      return `<p class="attachment">Attachment: <a href="${outboxAttachmentPath(m.id, index)}" download="${escapeHtml(attachment.filename)}">${escapeHtml(attachment.filename)}</a> <span class="meta">(${escapeHtml(attachment.contentType)}, ${kilobytes} KB)</span></p>`;
    })
    .join('');
}
