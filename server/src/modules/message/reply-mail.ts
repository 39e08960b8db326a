import { formatMessage } from '@solve/core';
import type { Services } from '../../services.js';
import type { IssueRow } from './issues.service.js';
import { replyAddress } from './issues.service.js';

/** Mails the student's family (or the student) that staff replied, through the mail adapter. */
export async function mailReply(services: Services, issue: IssueRow): Promise<void> {
  const to = await replyAddress(services, issue.studentId);
  if (!to) return;
  const classroom = issue.classroomTitle ?? 'your class';
  const link = `${services.config.publicUrl}/lessons?classroomId=${issue.classroomId ?? ''}`;
  await services.mail.send({
    to,
    subject: formatMessage('REPLY_MAIL_SUBJECT', { classroom }),
    text: `${issue.from} wrote:\n${issue.description}\n\n${issue.responder ?? 'Your teacher'} replied:\n${issue.resolution ?? ''}\n\nRead it on the class's Messages tab: ${link}\n`,
  });
}
