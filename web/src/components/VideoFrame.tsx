import Box from '@mui/material/Box';
import type { Ref } from 'react';

/** Embed address of a YouTube or Vimeo page URL (or a bare YouTube id); other URLs are used as they are. */
export function embedUrl(url: string): string {
  const youtube = /(?:youtube\.com\/watch\?v=|youtu\.be\/|youtube\.com\/embed\/)([\w-]{6,})/.exec(url);
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}`;
  const vimeo = /vimeo\.com\/(?:video\/)?(\d+)/.exec(url);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
  if (/^[\w-]{11}$/.test(url)) return `https://www.youtube-nocookie.com/embed/${url}`;
  return url;
}

/** The video's own page on its site (YouTube, Vimeo), to watch it there; other URLs as they are. */
export function watchUrl(url: string): string {
  const youtube = /(?:youtube\.com\/watch\?v=|youtu\.be\/|youtube\.com\/embed\/|youtube-nocookie\.com\/embed\/)([\w-]{6,})/.exec(url);
  if (youtube) return `https://www.youtube.com/watch?v=${youtube[1]}`;
  const vimeo = /vimeo\.com\/(?:video\/)?(\d+)/.exec(url);
  if (vimeo) return `https://vimeo.com/${vimeo[1]}`;
  if (/^[\w-]{11}$/.test(url)) return `https://www.youtube.com/watch?v=${url}`;
  return url;
}

/** The name of the site a video is on, for "Watch on …". */
export function videoSiteName(url: string): string {
  const page = watchUrl(url);
  if (page.startsWith('https://www.youtube.com/')) return 'YouTube';
  if (page.startsWith('https://vimeo.com/')) return 'Vimeo';
  try {
    return new URL(page).hostname.replace(/^www\./, '');
  } catch {
    return 'its site';
  }
}

/** The embed address, asked to start playing at once (the visitor pressed play already). */
function autoplaying(embed: string): string {
  return `${embed}${embed.includes('?') ? '&' : '?'}autoplay=1`;
}

/** A 16:9 video player frame; `autoplay` when it is loaded because the visitor pressed play. */
export function VideoFrame({
  url,
  title,
  autoplay = false,
  frameRef,
}: {
  url: string;
  title: string;
  autoplay?: boolean;
  frameRef?: Ref<HTMLIFrameElement>;
}) {
  return (
    <Box sx={{ position: 'relative', width: '100%', paddingTop: '56.25%', bgcolor: 'black', borderRadius: 1, overflow: 'hidden' }}>
      <Box
        component="iframe"
        ref={frameRef}
        src={autoplay ? autoplaying(embedUrl(url)) : embedUrl(url)}
        title={title}
        allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </Box>
  );
}
