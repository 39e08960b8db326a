import { useMutation } from '@apollo/client/react';
import CloseIcon from '@mui/icons-material/Close';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { messages } from '@solve/core/messages';
import { SCRATCHPAD } from '@solve/core/player';
import type Konva from 'konva';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Image as KonvaImage, Layer, Line, Stage } from 'react-konva';
import { SignUploadMutation } from '../../profile/profile.documents';
import { uploadFile } from '../../profile/uploadFile';

/** One stroke: its points, colour and whether it erases. */
export interface Stroke {
  points: number[];
  colour: string;
  erase: boolean;
}

type Tool = 'draw' | 'erase';

interface Props {
  open: boolean;
  onClose(): void;
  /** The drawing saved before (shown under the new strokes), or null. */
  savedUrl: string | null;
  /** Stores the uploaded PNG: on the response (students) or as a problem image (staff). */
  onSave(fileKey: string): Promise<void>;
  purpose: 'SCRATCHPAD' | 'PROBLEM_IMAGE';
  title: string;
}

function useImage(url: string | null): HTMLImageElement | null {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  useEffect(() => {
    if (!url) return setImage(null);
    const element = new window.Image();
    element.crossOrigin = 'anonymous';
    element.onload = () => setImage(element);
    element.src = url;
  }, [url]);
  return image;
}

/**
 * §2 Scratchpad overlay: draw and erase with mouse, touch or pen (pointer events, smoothed
 * strokes), four colours, a grid, undo (10 snapshots), clear all, SAVE and CLOSE, and a
 * full-screen toggle. The canvas is sized to its box again 500 ms after a resize.
 */
export function ScratchpadOverlay({ open, onClose, savedUrl, onSave, purpose, title }: Props) {
  const [strokes, setStrokes] = useState<Stroke[]>([]);
  const [history, setHistory] = useState<Stroke[][]>([]);
  const [tool, setTool] = useState<Tool>('draw');
  const [colour, setColour] = useState<string>(SCRATCHPAD.colours[0]);
  const [grid, setGrid] = useState<number | null>(null);
  const [fullScreen, setFullScreen] = useState(false);
  const [cleared, setCleared] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [size, setSize] = useState({ width: 600, height: 400 });
  const box = useRef<HTMLDivElement | null>(null);
  const stage = useRef<Konva.Stage | null>(null);
  const drawing = useRef(false);
  const background = useImage(cleared ? null : savedUrl);
  const [signUpload] = useMutation(SignUploadMutation);

  useEffect(() => {
    if (!open) return;
    const measure = () => {
      if (box.current) setSize({ width: box.current.clientWidth, height: box.current.clientHeight });
    };
    const first = window.setTimeout(measure, 0);
    let timer = 0;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(measure, SCRATCHPAD.resizeDebounceMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(first);
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [open, fullScreen]);

  const snapshot = () => setHistory((past) => [...past.slice(-(SCRATCHPAD.undoSnapshots - 1)), strokes]);

  const gridLines = useMemo(() => {
    if (grid === null) return [];
    const step = Math.max(SCRATCHPAD.gridMin, grid) * 4;
    const lines: number[][] = [];
    for (let x = step; x < size.width; x += step) lines.push([x, 0, x, size.height]);
    for (let y = step; y < size.height; y += step) lines.push([0, y, size.width, y]);
    return lines;
  }, [grid, size]);

  const start = (event: Konva.KonvaEventObject<PointerEvent>) => {
    const point = event.target.getStage()?.getPointerPosition();
    if (!point) return;
    drawing.current = true;
    snapshot();
    setStrokes((current) => [...current, { points: [point.x, point.y], colour, erase: tool === 'erase' }]);
  };
  const move = (event: Konva.KonvaEventObject<PointerEvent>) => {
    if (!drawing.current) return;
    const point = event.target.getStage()?.getPointerPosition();
    if (!point) return;
    setStrokes((current) => {
      const last = current[current.length - 1];
      if (!last) return current;
      return [...current.slice(0, -1), { ...last, points: [...last.points, point.x, point.y] }];
    });
  };
  const end = () => {
    drawing.current = false;
  };

  const undo = () => {
    const previous = history[history.length - 1];
    if (!previous) return;
    setStrokes(previous);
    setHistory((past) => past.slice(0, -1));
  };
  const clearAll = () => {
    snapshot();
    setStrokes([]);
    setCleared(true);
  };

  const save = async () => {
    setConfirming(false);
    const canvas = stage.current;
    if (!canvas) return;
    setSaving(true);
    setError(null);
    try {
      // toBlob, not a data: URL fetched back: the page's content policy refuses data: requests.
      const blob = (await canvas.toBlob({ mimeType: 'image/png' })) as Blob | null;
      if (!blob) throw new Error('nothing drawn');
      const file = new File([blob], 'scratchpad.png', { type: 'image/png' });
      const { data } = await signUpload({ variables: { filename: file.name, contentType: file.type, size: file.size, purpose } });
      if (!data?.s3Sign.success) throw new Error('not signed');
      await uploadFile(data.s3Sign.signedUrl, file, () => undefined);
      await onSave(data.s3Sign.fileKey);
      setStrokes([]);
      setHistory([]);
      setCleared(false);
      onClose();
    } catch {
      setError(messages.SCRATCHPAD_FAILED);
    } finally {
      setSaving(false);
    }
  };
  const askSave = () => {
    // §4: saving right after clearing, when a saved image exists, asks first.
    if (cleared && savedUrl && strokes.length === 0) setConfirming(true);
    else void save();
  };

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="lg" fullWidth aria-labelledby="scratchpad-title">
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="scratchpad-title" component="h2" sx={{ fontWeight: 800, mr: 'auto' }}>
          {title}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={tool}
          onChange={(_e, value: Tool | null) => value && setTool(value)}
          aria-label="Tool"
        >
          <ToggleButton value="draw">Draw</ToggleButton>
          <ToggleButton value="erase">Eraser</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={colour}
          onChange={(_e, value: string | null) => value && setColour(value)}
          aria-label="Colour"
        >
          {SCRATCHPAD.colours.map((value, index) => (
            <ToggleButton key={value} value={value} aria-label={['Blue', 'Red', 'Green', 'Yellow'][index]}>
              <Box sx={{ width: 18, height: 18, borderRadius: '50%', bgcolor: value }} />
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButton size="small" value="grid" selected={grid !== null} onChange={() => setGrid(grid === null ? 10 : null)}>
          Grid
        </ToggleButton>
        {grid !== null ? (
          <Slider
            size="small"
            min={SCRATCHPAD.gridMin}
            max={SCRATCHPAD.gridMax}
            value={grid}
            onChange={(_e, value) => setGrid(value)}
            aria-label="Grid size"
            sx={{ width: 100 }}
          />
        ) : null}
        <Button size="small" onClick={undo} disabled={history.length === 0}>
          Undo
        </Button>
        <Button size="small" onClick={clearAll}>
          Clear all
        </Button>
        <IconButton aria-label={fullScreen ? 'Leave full screen' : 'Full screen'} onClick={() => setFullScreen(!fullScreen)}>
          {fullScreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
        </IconButton>
        <Button variant="contained" onClick={askSave} disabled={saving}>
          SAVE
        </Button>
        <IconButton aria-label="Close the scratchpad" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {confirming ? (
        <Alert
          severity="warning"
          action={
            <>
              <Button color="inherit" onClick={() => void save()}>
                Yes
              </Button>
              <Button color="inherit" onClick={() => setConfirming(false)}>
                No
              </Button>
            </>
          }
        >
          {messages.SCRATCHPAD_REPLACE}
        </Alert>
      ) : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Box
        ref={box}
        data-testid="scratchpad-canvas"
        sx={{ height: fullScreen ? 'calc(100vh - 64px)' : '60vh', touchAction: 'none', bgcolor: 'white', cursor: 'crosshair' }}
      >
        <Stage
          ref={stage}
          width={size.width}
          height={size.height}
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerLeave={end}
        >
          <Layer listening={false}>
            {gridLines.map((points) => (
              <Line key={points.join(',')} points={points} stroke="#dde3ee" strokeWidth={1} />
            ))}
            {background ? <KonvaImage image={background} /> : null}
          </Layer>
          <Layer>
            {strokes.map((stroke, index) => (
              <Line
                key={index}
                points={stroke.points}
                stroke={stroke.colour}
                strokeWidth={stroke.erase ? SCRATCHPAD.eraserRadius * 2 : SCRATCHPAD.lineWidth}
                tension={0.5}
                lineCap="round"
                lineJoin="round"
                globalCompositeOperation={stroke.erase ? 'destination-out' : 'source-over'}
                perfectDrawEnabled={false}
              />
            ))}
          </Layer>
        </Stage>
      </Box>
    </Dialog>
  );
}
