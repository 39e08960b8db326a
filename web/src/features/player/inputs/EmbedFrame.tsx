import Box from '@mui/material/Box';

/**
 * EMBED: the problem's HTML in a sandboxed frame. Scripts run in an opaque origin (no
 * allow-same-origin), so the content cannot reach the app, its cookies or its storage.
 */
const BASE =
  '<!doctype html><meta charset="utf-8"><style>body{margin:12px;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1b1b1b}iframe{max-width:100%;border:0}</style>';

export function EmbedFrame({ html, title }: { html: string; title: string }) {
  return (
    <Box
      component="iframe"
      title={title}
      srcDoc={BASE + html}
      sandbox="allow-scripts allow-popups"
      referrerPolicy="no-referrer"
      loading="lazy"
      sx={{ width: '100%', height: { xs: 420, md: 480 }, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
    />
  );
}
