/** How rich text looks wherever it is shown or edited. */
export const richTextStyles = {
  '& .rich-text p': { my: 0.75 },
  '& .rich-text h1, & .rich-text h2, & .rich-text h3, & .rich-text h4': { mt: 1.5, mb: 0.75, lineHeight: 1.25 },
  '& .rich-text ul, & .rich-text ol': { pl: 3, my: 0.75 },
  '& .rich-text a': { color: 'primary.main', textDecoration: 'underline' },
  '& .rich-text img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
  '& .rich-text blockquote': { borderLeft: 3, borderColor: 'divider', pl: 1.5, ml: 0, color: 'text.secondary' },
  '& .rich-text pre': { bgcolor: 'grey.100', p: 1, borderRadius: 1, overflowX: 'auto' },
} as const;
