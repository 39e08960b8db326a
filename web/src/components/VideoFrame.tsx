import Box from '@mui/material/Box';

/** Embed address of a YouTube or Vimeo page URL (or a bare YouTube id); other URLs are used as they are. */
export function embedUrl(url: string): string {
  const youtube = /(?:youtube\.com\/watch\?v=|youtu\.be\/|youtube\.com\/embed\/)([\w-]{6,})/.exec(url);
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}`;
  const vimeo = /vimeo\.com\/(?:video\/)?(\d+)/.exec(url);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
  if (/^[\w-]{11}$/.test(url)) return `https://www.youtube-nocookie.com/embed/${url}`;
  return url;
}

/** A 16:9 video player frame. */
export function VideoFrame({ url, title }: { url: string; title: string }) {
  return (
    <Box sx={{ position: 'relative', width: '100%', paddingTop: '56.25%', bgcolor: 'black', borderRadius: 1, overflow: 'hidden' }}>
      <Box
        component="iframe"
        src={embedUrl(url)}
        title={title}
        allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </Box>
  );
}
