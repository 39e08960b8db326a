import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type MouseEvent, useState } from 'react';
import type { Point } from '../drafts';
import type { InputProps } from './types';

/** A click this close (fraction of the width) to a mark removes the mark instead of adding one. */
const MARK_HIT = 0.035;
const STEP = 0.02;
const BIG_STEP = 0.1;

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const round = (value: number) => Math.round(value * 10_000) / 10_000;
const percent = (value: number) => `${Math.round(value * 100)}%`;

/**
 * ONE_HOTSPOT and MANY_HOTSPOTS: marks on the question's picture (at most half the window wide,
 * §4). Click or tap to place a mark and again on it to remove it; with one mark allowed a new
 * click moves it. By keyboard: the arrow keys move a pointer (Shift for big steps), Space places
 * or removes a mark there.
 */
export function HotspotAnswer({ problem, draft, onChange, disabled, correct, labelledBy }: InputProps<'hotspots'>) {
  const max = Math.max(1, problem.hotspotCount ?? 1);
  const [cursor, setCursor] = useState<Point>({ x: 0.5, y: 0.5 });
  const [focused, setFocused] = useState(false);
  const [full, setFull] = useState(false);

  const toggleAt = (point: Point) => {
    const hit = draft.clicks.findIndex((click) => Math.hypot(click.x - point.x, click.y - point.y) < MARK_HIT);
    if (hit >= 0) {
      onChange({ kind: 'hotspots', clicks: draft.clicks.filter((_, index) => index !== hit) });
      setFull(false);
    } else if (max === 1) {
      onChange({ kind: 'hotspots', clicks: [point] });
    } else if (draft.clicks.length < max) {
      onChange({ kind: 'hotspots', clicks: [...draft.clicks, point] });
    } else {
      setFull(true);
    }
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (disabled) return;
    const box = event.currentTarget.getBoundingClientRect();
    const point = { x: round(clamp((event.clientX - box.left) / box.width)), y: round(clamp((event.clientY - box.top) / box.height)) };
    setCursor(point);
    toggleAt(point);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const step = event.shiftKey ? BIG_STEP : STEP;
    const moves: Record<string, Point> = {
      ArrowLeft: { x: -step, y: 0 },
      ArrowRight: { x: step, y: 0 },
      ArrowUp: { x: 0, y: -step },
      ArrowDown: { x: 0, y: step },
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setCursor((at) => ({ x: round(clamp(at.x + move.x)), y: round(clamp(at.y + move.y)) }));
    } else if (event.key === ' ') {
      event.preventDefault();
      toggleAt(cursor);
    }
  };

  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 1, fontSize: '0.9em' }}>
        {disabled
          ? 'Your marks on the picture.'
          : `${max === 1 ? 'Click or tap the picture to mark the spot.' : `Click or tap the picture to mark up to ${max} spots.`} Click a mark again to remove it. With the keyboard, move the pointer with the arrow keys and press Space.`}
      </Typography>
      <Box
        role="application"
        aria-roledescription="picture to mark"
        aria-labelledby={labelledBy}
        aria-describedby={`${labelledBy}-marks`}
        tabIndex={disabled ? -1 : 0}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        sx={{
          position: 'relative',
          display: 'inline-block',
          width: '100%',
          maxWidth: '50vw',
          lineHeight: 0,
          cursor: disabled ? 'default' : 'crosshair',
          border: 2,
          borderColor: focused ? 'secondary.main' : 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          userSelect: 'none',
          touchAction: 'manipulation',
        }}
      >
        <Box component="img" src={problem.questionImageUrl ?? ''} alt="" draggable={false} sx={{ width: '100%', display: 'block' }} />
        {correct?.spots.map((spot, index) => (
          <Box
            key={`spot-${index}`}
            sx={{
              position: 'absolute',
              left: percent(spot.x),
              top: percent(spot.y),
              width: `${spot.radius * 200}%`,
              aspectRatio: '1',
              transform: 'translate(-50%, -50%)',
              borderRadius: '50%',
              border: '3px dashed',
              borderColor: 'success.main',
              bgcolor: 'rgba(46,125,50,0.12)',
            }}
          />
        ))}
        {draft.clicks.map((click, index) => (
          <Box
            key={`mark-${index}`}
            sx={{
              position: 'absolute',
              left: percent(click.x),
              top: percent(click.y),
              width: 28,
              height: 28,
              transform: 'translate(-50%, -50%)',
              borderRadius: '50%',
              bgcolor: 'secondary.main',
              border: '3px solid white',
              boxShadow: 2,
              display: 'grid',
              placeItems: 'center',
              fontSize: 13,
              fontWeight: 700,
              lineHeight: 1,
            }}
          >
            {index + 1}
          </Box>
        ))}
        {focused && !disabled ? (
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              left: `${cursor.x * 100}%`,
              top: `${cursor.y * 100}%`,
              width: 22,
              height: 22,
              transform: 'translate(-50%, -50%)',
              border: '2px solid',
              borderColor: 'primary.main',
              borderRadius: '50%',
              '&::before, &::after': { content: '""', position: 'absolute', bgcolor: 'primary.main' },
              '&::before': { left: '50%', top: -8, bottom: -8, width: 2, ml: '-1px' },
              '&::after': { top: '50%', left: -8, right: -8, height: 2, mt: '-1px' },
            }}
          />
        ) : null}
      </Box>
      <Box id={`${labelledBy}-marks`} aria-live="polite" sx={{ mt: 1 }}>
        {focused && !disabled ? (
          <Typography sx={{ fontSize: 14 }} color="text.secondary">
            Pointer at {percent(cursor.x)} across, {percent(cursor.y)} down.
          </Typography>
        ) : null}
        {full ? (
          <Typography sx={{ fontSize: 14 }} color="warning.dark">
            You have placed all {max} marks. Remove one to move it.
          </Typography>
        ) : null}
        {draft.clicks.length > 0 ? (
          <Box component="ul" aria-label="Your marks" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {draft.clicks.map((click, index) => (
              <Box component="li" key={index} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: 14 }}>
                Mark {index + 1}: {percent(click.x)} across, {percent(click.y)} down
                {disabled ? null : (
                  <Button
                    size="small"
                    onClick={() => {
                      setFull(false);
                      onChange({ kind: 'hotspots', clicks: draft.clicks.filter((_, i) => i !== index) });
                    }}
                    aria-label={`Remove mark ${index + 1}`}
                  >
                    Remove
                  </Button>
                )}
              </Box>
            ))}
          </Box>
        ) : (
          <Typography sx={{ fontSize: 14 }} color="text.secondary">
            No marks yet.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
