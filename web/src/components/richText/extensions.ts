import { mergeAttributes, Node } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import katex from 'katex';

/** An inline formula: LaTeX typeset with KaTeX; stored as { type: 'inlineMath', attrs: { latex } }. */
export const InlineMath = Node.create({
  name: 'inlineMath',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return {
      latex: {
        default: '',
        parseHTML: (element) => element.getAttribute('data-latex') ?? '',
        renderHTML: (attributes) => ({ 'data-latex': String(attributes.latex ?? '') }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'span[data-latex]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes, { class: 'rt-math' })];
  },
  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement('span');
      dom.className = 'rt-math';
      katex.render(String(node.attrs.latex ?? ''), dom, { throwOnError: false });
      return { dom };
    };
  },
});

/**
 * The nodes and marks every rich text of the product uses, the same list the server's sanitiser
 * allows: headings, lists, quotes, code, links, bold, italic, underline, strike, images, math.
 */
export const richTextExtensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ['http', 'https', 'mailto'],
      HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
    },
  }),
  Image.configure({ inline: true }),
  InlineMath,
];
