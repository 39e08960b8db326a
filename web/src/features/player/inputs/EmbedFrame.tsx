import Box from '@mui/material/Box';

/**
 * EMBED: the problem's HTML in a sandboxed frame. Scripts run in an opaque origin (no
 * allow-same-origin), so the content cannot reach the app, its cookies or its storage.
 */
export function EmbedFrame({ html, title }: { html: string; title: string }) {
  return (
    <Box
      component="iframe"
      title={title}
      srcDoc={html}
      sandbox="allow-scripts allow-popups"
      referrerPolicy="no-referrer"
      loading="lazy"
      sx={{ width: '100%', height: { xs: 420, md: 480 }, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
    />
  );
}
