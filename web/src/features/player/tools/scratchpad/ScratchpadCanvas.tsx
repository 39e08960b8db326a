import Box from '@mui/material/Box';
import { SCRATCHPAD } from '@solve/core/player';
import type Konva from 'konva';
import { type Ref, useCallback, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Group, Image as KonvaImage, Layer, Line, Stage, Transformer } from 'react-konva';
import { GridLines, ItemShape, TEXT_FONT } from './ItemShape';
import { type Item, type TextItem, textItem, type Tool } from './model';
import { useLiveStroke } from './useLiveStroke';

export interface CanvasHandle {
  /** The drawing as a PNG, as it looks now but without the grid and the selection frame. */
  exportPng(): Promise<Blob | null>;
}

interface Props {
  ref?: Ref<CanvasHandle>;
  width: number;
  height: number;
  items: readonly Item[];
  /** The saved drawing under the new items (null when there is none or it was cleared). */
  background: HTMLImageElement | null;
  tool: Tool;
  colour: string;
  fontSize: number;
  /** Grid size 1–100, null when the grid is off. */
  grid: number | null;
  onAdd(item: Item): void;
  onChange(id: string, change: (item: Item) => Item): void;
  onRemove(id: string): void;
}

/** A text being typed: a new one at a point, or an existing one (id) being edited. */
interface Typing {
  id: string | null;
  x: number;
  y: number;
  fontSize: number;
  colour: string;
  value: string;
}

/** Grid lines every `size × GRID_SCALE` pixels (size 1–100). */
const GRID_SCALE = 4;

/**
 * The drawing surface: a grid layer (left out of the saved image), the ink layer and a layer for
 * the selection. On the ink layer, the saved drawing and every committed item form one group,
 * cached as a single bitmap whenever they change; the stroke being drawn is one more shape after
 * it. So a pointer move redraws one bitmap and one shape, however many strokes there are, and the
 * eraser (destination-out on that layer) clears the saved drawing as well as new strokes. The
 * selected item is drawn on the selection layer with a Konva Transformer to move and resize it.
 */
export function ScratchpadCanvas(props: Props) {
  const { ref, width, height, items, background, tool, colour, fontSize, grid, onAdd, onChange, onRemove } = props;
  const stage = useRef<Konva.Stage | null>(null);
  const gridLayer = useRef<Konva.Layer | null>(null);
  const committed = useRef<Konva.Group | null>(null);
  const liveLine = useRef<Konva.Line | null>(null);
  const selectionLayer = useRef<Konva.Layer | null>(null);
  const transformer = useRef<Konva.Transformer | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [typing, setTyping] = useState<Typing | null>(null);
  const typingInput = useRef<HTMLInputElement | null>(null);
  // A press that selects an item also drags it, once it is on the selection layer.
  const dragOnSelect = useRef(false);
  const live = useLiveStroke(liveLine, onAdd);
  const { settle } = live;
  const selecting = tool === 'select';

  const selected = selectedId === null ? null : (items.find((item) => item.id === selectedId) ?? null);
  const rest = useMemo(() => (selected ? items.filter((item) => item !== selected) : items), [items, selected]);
  // The same elements while the drawing is the same: a re-render from above (the player's clock
  // ticks every second) then skips the committed shapes without comparing them one by one.
  const shapes = useMemo(() => rest.map((item) => <ItemShape key={item.id} item={item} listening={selecting} />), [rest, selecting]);

  // A new tool, or an undo that took the selected item away, ends the selection.
  useEffect(() => {
    if (!selecting) setSelectedId(null);
  }, [selecting]);

  // The committed drawing becomes one bitmap again after every change (hit regions too while selecting).
  useLayoutEffect(() => {
    const group = committed.current;
    if (!group || width <= 0 || height <= 0) return;
    group.clearCache();
    group.cache({ x: 0, y: 0, width, height, pixelRatio: window.devicePixelRatio || 1 });
    settle();
    group.getLayer()?.batchDraw();
  }, [rest, background, selecting, width, height, settle]);

  useLayoutEffect(() => {
    const frame = transformer.current;
    if (!frame) return;
    const node = selectedId ? selectionLayer.current?.findOne(`#${selectedId}`) : undefined;
    frame.nodes(node ? [node] : []);
    frame.getLayer()?.batchDraw();
    if (node && dragOnSelect.current) node.startDrag();
    dragOnSelect.current = false;
  }, [selectedId, selected]);

  useImperativeHandle(
    ref,
    () => ({
      exportPng: () => {
        const canvas = stage.current;
        if (!canvas) return Promise.resolve(null);
        // toBlob draws the stage at once (the encoding comes later), so hiding them around the call is enough.
        gridLayer.current?.visible(false);
        transformer.current?.visible(false);
        const blob = canvas.toBlob({ mimeType: 'image/png', pixelRatio: 1 }) as Promise<Blob | null>;
        gridLayer.current?.visible(true);
        transformer.current?.visible(true);
        return blob;
      },
    }),
    [],
  );

  // Delete removes the selected item; Escape lets it go.
  useEffect(() => {
    if (!selectedId) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA'].includes(target.tagName)) return;
      if (event.key === 'Delete' || event.key === 'Backspace') {
        event.preventDefault();
        onRemove(selectedId);
        setSelectedId(null);
      } else if (event.key === 'Escape') {
        event.stopPropagation();
        setSelectedId(null);
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [selectedId, onRemove]);

  // The box takes the focus once the press that opened it is over: the press itself moves the
  // focus to the dialog, and would otherwise take it away at once.
  const typingAt = typing === null ? null : `${typing.id ?? ''}@${typing.x},${typing.y}`;
  useEffect(() => {
    if (typingAt === null) return;
    const timer = window.setTimeout(() => typingInput.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [typingAt]);

  const editText = useCallback((item: TextItem) => {
    setSelectedId(null);
    setTyping({ id: item.id, x: item.x, y: item.y, fontSize: item.fontSize * item.scaleY, colour: item.colour, value: item.text });
  }, []);

  const finishTyping = (keep: boolean) => {
    const text = typing;
    setTyping(null);
    if (!text || !keep) return;
    const value = text.value.trim();
    if (text.id === null) {
      if (value !== '') onAdd(textItem(value, text, text.fontSize, text.colour));
    } else if (value === '') onRemove(text.id);
    else onChange(text.id, (item) => (item.kind === 'text' ? { ...item, text: value } : item));
  };

  const onPointerDown = (event: Konva.KonvaEventObject<PointerEvent>) => {
    const canvas = stage.current;
    const pointer = event.evt;
    if (!canvas || (pointer.pointerType === 'mouse' && pointer.button !== 0)) return;
    if (selecting) {
      // The selection frame's handles resize what is selected.
      if (transformer.current && event.target.getParent() === transformer.current) return;
      const id = event.target === canvas ? null : event.target.id();
      const picked = id && items.some((item) => item.id === id && item.kind !== 'erase') ? id : null;
      dragOnSelect.current = picked !== null && picked !== selectedId;
      setSelectedId(picked);
      return;
    }
    if (tool === 'text') {
      const at = canvas.getPointerPosition();
      if (!at) return;
      // A press elsewhere keeps what was typed and starts a new text there.
      finishTyping(true);
      setTyping({ id: null, x: at.x, y: at.y - fontSize / 2, fontSize, colour, value: '' });
      return;
    }
    live.begin(pointer, canvas, { erase: tool === 'erase', colour });
  };

  const selectedHandlers = selected
    ? {
        onDragEnd: (event: Konva.KonvaEventObject<DragEvent>) => {
          const node = event.target;
          onChange(selected.id, (item) => ({ ...item, x: node.x(), y: node.y() }));
        },
        onTransformEnd: (event: Konva.KonvaEventObject<Event>) => {
          const node = event.target;
          onChange(selected.id, (item) => ({ ...item, x: node.x(), y: node.y(), scaleX: node.scaleX(), scaleY: node.scaleY() }));
        },
        onEdit: selected.kind === 'text' ? () => editText(selected) : undefined,
      }
    : null;

  return (
    <Box sx={{ position: 'relative', width, height }}>
      <Stage
        ref={stage}
        width={width}
        height={height}
        onPointerDown={onPointerDown}
        onPointerMove={(event) => live.move(event.evt)}
        onPointerUp={(event) => {
          dragOnSelect.current = false;
          live.end(event.evt);
        }}
        onPointerCancel={(event) => live.end(event.evt)}
      >
        <Layer ref={gridLayer} listening={false}>
          {grid !== null ? <GridLines step={Math.max(SCRATCHPAD.gridMin, grid) * GRID_SCALE} width={width} height={height} /> : null}
        </Layer>
        <Layer>
          <Group ref={committed} listening={selecting}>
            {background ? <KonvaImage image={background} listening={false} /> : null}
            {shapes}
          </Group>
          <Line ref={liveLine} visible={false} listening={false} perfectDrawEnabled={false} />
        </Layer>
        <Layer ref={selectionLayer}>
          {selected && selectedHandlers ? <ItemShape item={selected} listening {...selectedHandlers} /> : null}
          <Transformer
            ref={transformer}
            rotateEnabled={false}
            flipEnabled={false}
            anchorSize={14}
            padding={4}
            borderStroke="#1b3a6b"
            anchorStroke="#1b3a6b"
            boundBoxFunc={(before, after) => (after.width < 6 || after.height < 6 ? before : after)}
          />
        </Layer>
      </Stage>
      {typing ? (
        <Box
          component="input"
          ref={typingInput}
          aria-label="Text on the scratchpad"
          value={typing.value}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => setTyping({ ...typing, value: event.target.value })}
          onKeyDown={(event: React.KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              event.stopPropagation();
              finishTyping(true);
            } else if (event.key === 'Escape') {
              event.stopPropagation();
              finishTyping(false);
            }
          }}
          onBlur={(event: React.FocusEvent<HTMLInputElement>) => {
            // Going to another control (a tool, SAVE) keeps the text; a press on the canvas or the dialog does not end it.
            const next = event.relatedTarget;
            if (next instanceof HTMLElement && next.matches('button, input, textarea, select, a[href], [role="slider"]'))
              finishTyping(true);
            else window.setTimeout(() => typingInput.current?.focus(), 0);
          }}
          sx={{
            position: 'absolute',
            left: typing.x,
            top: typing.y,
            minWidth: 120,
            maxWidth: Math.max(120, width - typing.x),
            font: `${typing.fontSize}px ${TEXT_FONT}`,
            lineHeight: 1,
            color: typing.colour,
            bgcolor: 'rgba(255,255,255,0.9)',
            border: '1px dashed',
            borderColor: 'primary.main',
            p: 0,
            outline: 'none',
          }}
        />
      ) : null}
    </Box>
  );
}
