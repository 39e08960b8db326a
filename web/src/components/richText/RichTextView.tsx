import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { JSONContent } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import 'katex/dist/katex.min.css';
import { useMemo } from 'react';
import { richTextExtensions } from './extensions';
import { richTextStyles } from './styles';

function parsed(doc: string | null): JSONContent | null {
  if (!doc) return null;
  try {
    const value = JSON.parse(doc) as JSONContent;
    return value.type === 'doc' ? value : null;
  } catch {
    return null;
  }
}

/** A rich text the server sanitised, rendered read-only; anything that is not rich text shows as plain text. */
export function RichTextView({ doc, text }: { doc: string | null; text: string }) {
  const content = useMemo(() => parsed(doc), [doc]);
  const editor = useEditor({ extensions: richTextExtensions, content, editable: false }, [content]);
  if (!content) return <Typography sx={{ whiteSpace: 'pre-wrap' }}>{text}</Typography>;
  return (
    <Box sx={richTextStyles}>
      <EditorContent editor={editor} className="rich-text" />
    </Box>
  );
}
