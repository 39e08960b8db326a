import Box from '@mui/material/Box';
import { type Block, type Inline, parseBlocks } from '@solve/core/markup';
import { Fragment, type ReactNode, useMemo } from 'react';
import { useKatex } from './katex';

type Katex = NonNullable<ReturnType<typeof useKatex>>;

function MathSpan({ tex, display, katex }: { tex: string; display: boolean; katex: Katex | null }) {
  const html = useMemo(
    // trust: false keeps \href, \url and raw HTML out: KaTeX's output is then only its own markup.
    () => katex?.renderToString(tex, { displayMode: display, throwOnError: false, trust: false, output: 'htmlAndMathml' }) ?? null,
    [katex, tex, display],
  );
  if (html === null) return <code>{display ? `$$${tex}$$` : `$${tex}$`}</code>;
  return (
    <Box
      component="span"
      sx={display ? { display: 'block', overflowX: 'auto', my: 1 } : undefined}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function renderInline(items: Inline[], katex: Katex | null): ReactNode {
  return items.map((item, index) => {
    switch (item.kind) {
      case 'text':
        return <Fragment key={index}>{item.text}</Fragment>;
      case 'break':
        return <br key={index} />;
      case 'math':
        return <MathSpan key={index} tex={item.tex} display={item.display} katex={katex} />;
      case 'strong':
        return <strong key={index}>{renderInline(item.children, katex)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(item.children, katex)}</em>;
      case 'code':
        return <code key={index}>{item.text}</code>;
    }
  });
}

function renderBlock(block: Block, index: number, katex: Katex | null, inline: boolean): ReactNode {
  switch (block.kind) {
    case 'math':
      return <MathSpan key={index} tex={block.tex} display katex={katex} />;
    case 'code':
      return (
        <Box
          key={index}
          component="pre"
          aria-label={block.language ? `${block.language} code` : 'code'}
          sx={{
            m: 0,
            mb: 1.5,
            p: 1.5,
            borderRadius: 1.5,
            bgcolor: '#f3f5f9',
            border: 1,
            borderColor: 'divider',
            overflowX: 'auto',
            whiteSpace: 'pre',
            overflowWrap: 'normal',
            fontSize: '0.95em',
            lineHeight: 1.5,
          }}
        >
          <code>{block.text}</code>
        </Box>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List key={index}>
          {block.items.map((item, itemIndex) => (
            <li key={itemIndex}>{renderInline(item, katex)}</li>
          ))}
        </List>
      );
    }
    case 'paragraph':
      return inline ? (
        <Fragment key={index}>{renderInline(block.content, katex)}</Fragment>
      ) : (
        <p key={index}>{renderInline(block.content, katex)}</p>
      );
  }
}

interface Props {
  text: string;
  /** Markdown and LaTeX (typesetMath); otherwise the text as written, line breaks kept. */
  typeset: boolean;
  /** For short texts inside a line (choices, matching sides): no paragraph margins. */
  inline?: boolean;
}

/** Whether a text shows math, which KaTeX must be loaded to typeset (until then it shows as TeX). */
export function hasMath(text: string, typeset: boolean): boolean {
  return typeset && /\$|\\\(|\\\[/.test(text);
}

/** A problem's text: question, choice or solution. */
export function RichText({ text, typeset, inline = false }: Props) {
  const blocks = useMemo(() => (typeset ? parseBlocks(text) : null), [text, typeset]);
  const katex = useKatex(hasMath(text, typeset));
  if (blocks === null) {
    return (
      <Box component={inline ? 'span' : 'div'} sx={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Box>
    );
  }
  const single = inline && blocks.length === 1 && blocks[0]!.kind === 'paragraph';
  return (
    <Box
      component={single ? 'span' : 'div'}
      sx={{
        '& p': { mt: 0, mb: 1.5 },
        '& > :last-child': { mb: 0 },
        '& ul, & ol': { mt: 0, mb: 1.5, pl: 3 },
        '& code': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
        '& :not(pre) > code': { px: 0.5, borderRadius: 0.5, bgcolor: '#f3f5f9' },
        overflowWrap: 'anywhere',
      }}
    >
      {blocks.map((block, index) => renderBlock(block, index, katex, single))}
    </Box>
  );
}
