import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import { messages } from '@solve/core/messages';
import { SCRATCHPAD } from '@solve/core/player';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { SignUploadMutation, uploadFile } from '../../uploads';
import { type Drawing, type Item, replaceItem, strokeItem, type Tool } from './scratchpad/model';
import { asksBeforeSave, clearedDrawing, padReducer } from './scratchpad/pad';
import { type CanvasHandle, ScratchpadCanvas } from './scratchpad/ScratchpadCanvas';
import { ScratchpadToolbar } from './scratchpad/ScratchpadToolbar';

interface Props {
  open: boolean;
  onClose(): void;
  /** The drawing saved before (shown under the new strokes, and erasable), or null. */
  savedUrl: string | null;
  /** Stores the uploaded PNG: on the response (students) or as a problem image (staff). */
  onSave(fileKey: string): Promise<void>;
  purpose: 'SCRATCHPAD' | 'PROBLEM_IMAGE';
  title: string;
}

const EMPTY: Drawing = { items: [], background: true };

declare global {
  interface Window {
    /** The scratchpad benchmark's way in (only with sessionStorage 'solve.bench' set): strokes as flat x, y lists. */
    solveScratchpadBench?: { load(strokes: number[][]): void };
  }
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

/** The canvas box's size, measured when it opens and again 500 ms after the window stops resizing (§9). */
function useBoxSize(open: boolean, fullScreen: boolean) {
  const box = useRef<HTMLDivElement | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
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
  return { box, size };
}

/**
 * §2 Scratchpad overlay: draw (pressure-smoothed strokes), erase (also the saved drawing), select
 * to move and resize, type text (size 1–100), four colours, a grid, undo (10 snapshots), clear
 * all, SAVE and CLOSE, and a full-screen toggle. Mouse, touch and pen alike (pointer events).
 */
export function ScratchpadOverlay({ open, onClose, savedUrl, onSave, purpose, title }: Props) {
  const [{ drawing, history }, dispatch] = useReducer(padReducer, { drawing: EMPTY, history: [] });
  const [tool, setTool] = useState<Tool>('draw');
  const [colour, setColour] = useState<string>(SCRATCHPAD.colours[0]);
  const [fontSize, setFontSize] = useState<number>(SCRATCHPAD.fontDefault);
  const [grid, setGrid] = useState<number | null>(null);
  const [fullScreen, setFullScreen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { box, size } = useBoxSize(open, fullScreen);
  const canvas = useRef<CanvasHandle | null>(null);
  const saved = useImage(savedUrl);
  const [signUpload] = useMutation(SignUploadMutation);

  const change = useCallback((next: (before: Drawing) => Drawing) => dispatch({ type: 'change', change: next }), []);
  const onAdd = useCallback((item: Item) => change((d) => ({ ...d, items: [...d.items, item] })), [change]);
  const onChange = useCallback(
    (id: string, edit: (item: Item) => Item) => change((d) => ({ ...d, items: replaceItem(d.items, id, edit) })),
    [change],
  );
  const onRemove = useCallback((id: string) => change((d) => ({ ...d, items: d.items.filter((item) => item.id !== id) })), [change]);

  const clearAll = () => change(clearedDrawing);

  useEffect(() => {
    if (!open || sessionStorage.getItem('solve.bench') !== '1') return;
    window.solveScratchpadBench = {
      load: (strokes) =>
        dispatch({ type: 'reset', drawing: { background: true, items: strokes.map((flat) => strokeItem(pairs(flat), colour)) } }),
    };
    return () => {
      delete window.solveScratchpadBench;
    };
  }, [open, colour]);

  const save = async () => {
    setConfirming(false);
    setSaving(true);
    setError(null);
    try {
      const blob = await canvas.current?.exportPng();
      if (!blob) throw new Error('nothing drawn');
      // toBlob, not a data: URL fetched back: the page's content policy refuses data: requests.
      const file = new File([blob], 'scratchpad.png', { type: 'image/png' });
      const { data } = await signUpload({ variables: { filename: file.name, contentType: file.type, size: file.size, purpose } });
      if (!data?.s3Sign.success) throw new Error('not signed');
      await uploadFile(data.s3Sign.signedUrl, file, () => undefined);
      await onSave(data.s3Sign.fileKey);
      dispatch({ type: 'reset', drawing: EMPTY });
      onClose();
    } catch {
      setError(messages.SCRATCHPAD_FAILED);
    } finally {
      setSaving(false);
    }
  };
  const background = drawing.background ? saved : null;
  // The canvas is left alone when the overlay re-renders for its parent's sake (the player's clock).
  const canvasElement = useMemo(
    () =>
      size.width > 0 ? (
        <ScratchpadCanvas
          ref={canvas}
          width={size.width}
          height={size.height}
          items={drawing.items}
          background={background}
          tool={tool}
          colour={colour}
          fontSize={fontSize}
          grid={grid}
          onAdd={onAdd}
          onChange={onChange}
          onRemove={onRemove}
        />
      ) : null,
    [size, drawing.items, background, tool, colour, fontSize, grid, onAdd, onChange, onRemove],
  );

  const askSave = () => {
    // §4: saving right after clearing, when a saved image exists, asks first.
    if (asksBeforeSave(drawing, savedUrl)) setConfirming(true);
    else void save();
  };

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="lg" fullWidth aria-labelledby="scratchpad-title">
      <ScratchpadToolbar
        titleId="scratchpad-title"
        title={title}
        tool={tool}
        onTool={setTool}
        colour={colour}
        onColour={setColour}
        fontSize={fontSize}
        onFontSize={setFontSize}
        grid={grid}
        onGrid={setGrid}
        canUndo={history.length > 0}
        onUndo={() => dispatch({ type: 'undo' })}
        onClear={clearAll}
        fullScreen={fullScreen}
        onFullScreen={() => setFullScreen(!fullScreen)}
        saving={saving}
        onSave={askSave}
        onClose={onClose}
      />
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
        data-items={drawing.items.length}
        sx={{
          height: fullScreen ? 'calc(100vh - 64px)' : '60vh',
          touchAction: 'none',
          bgcolor: 'white',
          cursor: tool === 'select' ? 'default' : tool === 'text' ? 'text' : 'crosshair',
          overflow: 'hidden',
        }}
      >
        {canvasElement}
      </Box>
    </Dialog>
  );
}

/** A flat x, y list as stroke input at the middle pressure. */
function pairs(flat: number[]): [number, number, number][] {
  const points: [number, number, number][] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) points.push([flat[i]!, flat[i + 1]!, 0.5]);
  return points;
}
