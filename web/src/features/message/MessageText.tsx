import Link from '@mui/material/Link';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { messageParts } from '@solve/core/classroom-tabs';

/** Message text as written, with zoom download links made clickable (classroom.md §2). */
export function MessageText({ text, ...props }: { text: string } & TypographyProps) {
  return (
    <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} {...props}>
      {messageParts(text).map((part, index) =>
        part.kind === 'link' ? (
          <Link key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </Link>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Typography>
  );
}
