import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FunctionsIcon from '@mui/icons-material/Functions';
import ImageIcon from '@mui/icons-material/Image';
import LinkIcon from '@mui/icons-material/Link';
import TitleIcon from '@mui/icons-material/Title';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { Editor, JSONContent } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import 'katex/dist/katex.min.css';
import { richTextLength, type TextKind } from '@solve/core/text-limits';
import { type ReactNode, useId, useRef, useState } from 'react';
import { lengthCounter, TextLimitCounter } from '../TextLimit';
import { richTextExtensions } from './extensions';
import { richTextStyles } from './styles';

interface Props {
  /** The starting document (TipTap JSON text, or HTML with `html`); empty starts blank. */
  initial: string;
  onChange(document: string): void;
  /** Hands out HTML instead of TipTap JSON (posts store HTML, sanitised by the server). */
  html?: boolean;
  /** Uploads an image and answers its address, or null when it failed (the caller says why). */
  uploadImage?(file: File): Promise<string | null>;
  label: string;
  invalid?: boolean;
  /** How many characters its words may have (core/text-limits.ts): a counter shows from 90 % on. */
  limit?: TextKind | number;
}

function start(initial: string, html: boolean): JSONContent | string {
  if (!initial || html) return initial;
  try {
    return JSON.parse(initial) as JSONContent;
  } catch {
    // An older plain-text message is edited as one paragraph.
    return { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: initial }] }] };
  }
}

function ToolButton({ title, active, onClick, children }: { title: string; active?: boolean; onClick(): void; children: ReactNode }) {
  return (
    <Tooltip title={title}>
      <IconButton size="small" aria-label={title} aria-pressed={active ?? false} color={active ? 'primary' : 'default'} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

function Toolbar({ editor, uploadImage }: { editor: Editor; uploadImage?: Props['uploadImage'] }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading: e.isActive('heading'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt('Link address (https://…)', previous);
    if (href === null) return;
    if (href.trim() === '') chain().unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const addMath = () => {
    const latex = window.prompt('Formula (LaTeX), for example x^2 + 1');
    if (latex?.trim())
      chain()
        .insertContent({ type: 'inlineMath', attrs: { latex: latex.trim() } })
        .run();
  };
  const onFile = async (file: File | undefined) => {
    if (!file || !uploadImage) return;
    const src = await uploadImage(file);
    if (src) chain().setImage({ src, alt: file.name }).run();
  };
  return (
    <Box
      role="toolbar"
      aria-label="Formatting"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, borderBottom: 1, borderColor: 'divider', p: 0.5 }}
    >
      <ToolButton title="Heading" active={state.heading} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        <TitleIcon fontSize="small" />
      </ToolButton>
      <ToolButton title="Bold" active={state.bold} onClick={() => chain().toggleBold().run()}>
        <FormatBoldIcon fontSize="small" />
      </ToolButton>
      <ToolButton title="Italic" active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <FormatItalicIcon fontSize="small" />
      </ToolButton>
      <ToolButton title="Bulleted list" active={state.bullet} onClick={() => chain().toggleBulletList().run()}>
        <FormatListBulletedIcon fontSize="small" />
      </ToolButton>
      <ToolButton title="Numbered list" active={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
        <FormatListNumberedIcon fontSize="small" />
      </ToolButton>
      <ToolButton title="Link" active={state.link} onClick={setLink}>
        <LinkIcon fontSize="small" />
      </ToolButton>
      <ToolButton title="Formula" onClick={addMath}>
        <FunctionsIcon fontSize="small" />
      </ToolButton>
      {uploadImage ? (
        <>
          <ToolButton title="Image" onClick={() => fileInput.current?.click()}>
            <ImageIcon fontSize="small" />
          </ToolButton>
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            hidden
            onChange={(event) => {
              void onFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </>
      ) : null}
    </Box>
  );
}

/**
 * The product's rich-text editor (TipTap): headings, lists, links, bold and italic, formulas and
 * images through the signed upload. It hands out the document as TipTap JSON text; the server
 * checks and sanitises it.
 */
export function RichTextEditor({ initial, onChange, uploadImage, label, invalid, limit, html = false }: Props) {
  const counterId = useId();
  // The words' characters, counted as the server counts them (core's richTextLength).
  const [length, setLength] = useState(0);
  const editor = useEditor({
    extensions: richTextExtensions,
    content: start(initial, html),
    editorProps: {
      attributes: {
        'aria-label': label,
        role: 'textbox',
        'aria-multiline': 'true',
        class: 'rich-text rich-text-editable',
        ...(limit === undefined ? {} : { 'aria-describedby': counterId }),
      },
    },
    onCreate: ({ editor: e }) => setLength(richTextLength(e.getJSON())),
    onUpdate: ({ editor: e }) => {
      const json = e.getJSON();
      setLength(richTextLength(json));
      onChange(html ? e.getHTML() : JSON.stringify(json));
    },
  });
  const over = limit !== undefined && (lengthCounter(length, limit)?.over ?? false);
  return (
    <Box>
      <Box
        sx={{
          border: 1,
          borderColor: invalid || over ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: over ? 'error.main' : 'primary.main' },
        }}
      >
        {editor ? <Toolbar editor={editor} uploadImage={uploadImage} /> : null}
        <Box sx={{ ...richTextStyles, px: 1.5, py: 1, minHeight: 160, '& .rich-text-editable': { outline: 'none', minHeight: 140 } }}>
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {/* Always there, so that the editor's aria-describedby names an element; empty until 90 %. */}
      {limit === undefined ? null : (
        <div id={counterId}>
          <TextLimitCounter length={length} limit={limit} />
        </div>
      )}
    </Box>
  );
}
