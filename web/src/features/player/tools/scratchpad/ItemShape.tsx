import { SCRATCHPAD } from '@solve/core/player';
import type Konva from 'konva';
import { memo } from 'react';
import { Line, Shape, Text } from 'react-konva';
import type { Item } from './model';

export const TEXT_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** How far from a thin stroke a tap or click still picks it (pixels). */
const PICK_WIDTH = 14;

interface Props {
  item: Item;
  /** The select tool is on: the shape answers taps and clicks. */
  listening: boolean;
  /** The selected item: it can be dragged and resized, and a text edited by a double tap. */
  onDragEnd?(event: Konva.KonvaEventObject<DragEvent>): void;
  onTransformEnd?(event: Konva.KonvaEventObject<Event>): void;
  onEdit?(): void;
}

/**
 * One item of the drawing as a Konva shape. Memoised: a stroke's props never change unless the
 * stroke does, so committing a new stroke re-renders only that one.
 */
export const ItemShape = memo(function ItemShape({ item, listening, onDragEnd, onTransformEnd, onEdit }: Props) {
  const placed = { id: item.id, x: item.x, y: item.y, scaleX: item.scaleX, scaleY: item.scaleY, perfectDrawEnabled: false };
  const selected = onDragEnd !== undefined;
  const handlers = selected ? { draggable: true, onDragEnd, onTransformEnd } : {};
  switch (item.kind) {
    case 'stroke':
      return (
        <Line
          {...placed}
          {...handlers}
          points={item.outline}
          closed
          fill={item.colour}
          strokeWidth={0}
          hitStrokeWidth={PICK_WIDTH}
          listening={listening}
          shadowForStrokeEnabled={false}
        />
      );
    case 'erase':
      return (
        <Line
          {...placed}
          points={item.points}
          stroke="#000"
          strokeWidth={SCRATCHPAD.eraserRadius * 2}
          lineCap="round"
          lineJoin="round"
          globalCompositeOperation="destination-out"
          listening={false}
        />
      );
    case 'text':
      return (
        <Text
          {...placed}
          {...handlers}
          text={item.text}
          fontSize={item.fontSize}
          fontFamily={TEXT_FONT}
          fill={item.colour}
          listening={listening}
          onDblClick={onEdit}
          onDblTap={onEdit}
        />
      );
  }
});

/** The grid as one shape (one path for every line) on its own layer, which the saved image leaves out. */
export const GridLines = memo(function GridLines({ step, width, height }: { step: number; width: number; height: number }) {
  return (
    <Shape
      listening={false}
      perfectDrawEnabled={false}
      stroke="#dde3ee"
      strokeWidth={1}
      sceneFunc={(context, shape) => {
        context.beginPath();
        for (let x = step; x < width; x += step) {
          context.moveTo(x + 0.5, 0);
          context.lineTo(x + 0.5, height);
        }
        for (let y = step; y < height; y += step) {
          context.moveTo(0, y + 0.5);
          context.lineTo(width, y + 0.5);
        }
        context.strokeShape(shape);
      }}
    />
  );
});
