import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { VideoFrame, videoSiteName, watchUrl } from './VideoFrame';
import { visuallyHidden } from './visuallyHidden';

/**
 * A video that loads only when the visitor presses play: until then a poster of our own (nothing
 * is asked of the video's host, so the page looks the same when the host is unreachable or slow),
 * and always a link to watch the video on its site.
 */
export function VideoFacade({ url, title }: { url: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const page = watchUrl(url);
  const linkable = /^https?:\/\//i.test(page);

  useEffect(() => {
    // The play button is gone: the player it became takes the focus.
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <Box>
      {playing ? (
        <VideoFrame url={url} title={title} autoplay frameRef={frame} />
      ) : (
        <ButtonBase
          onClick={() => setPlaying(true)}
          aria-label={`Play video: ${title}`}
          sx={{
            position: 'relative',
            display: 'block',
            width: '100%',
            paddingTop: '56.25%',
            borderRadius: 1,
            overflow: 'hidden',
            color: 'common.white',
            background: 'linear-gradient(135deg, #1a2a6c 0%, #2d4a9a 55%, #3f6fd1 100%)',
            '&:hover .video-facade-play, &.Mui-focusVisible .video-facade-play': { transform: 'scale(1.08)' },
            '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
          }}
        >
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 1.5,
              px: 2,
              textAlign: 'center',
            }}
          >
            <Box
              className="video-facade-play"
              aria-hidden
              sx={{
                width: 72,
                height: 72,
                borderRadius: '50%',
                bgcolor: 'rgba(0, 0, 0, 0.55)',
                display: 'grid',
                placeItems: 'center',
                transition: 'transform 120ms ease-out',
              }}
            >
              <PlayArrowRoundedIcon sx={{ fontSize: 48 }} />
            </Box>
            <Typography component="span" sx={{ fontWeight: 700, fontSize: { xs: 16, sm: 18 }, textShadow: '0 1px 2px rgba(0,0,0,0.4)' }}>
              {title}
            </Typography>
          </Box>
        </ButtonBase>
      )}
      {linkable ? (
        <Link
          href={page}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1, fontSize: 14, fontWeight: 600 }}
        >
          Watch on {videoSiteName(url)}
          <OpenInNewIcon sx={{ fontSize: 16 }} aria-hidden />
          <Box component="span" sx={visuallyHidden}>
            (opens in a new tab)
          </Box>
        </Link>
      ) : null}
    </Box>
  );
}
