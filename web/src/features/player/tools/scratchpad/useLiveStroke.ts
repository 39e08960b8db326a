import { SCRATCHPAD } from '@solve/core/player';
import type Konva from 'konva';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { eraseItem, type InputPoint, type Item, pressureOf, strokeItem, strokeOutline } from './model';

interface Live {
  pointerId: number;
  erase: boolean;
  colour: string;
  points: InputPoint[];
  /** The canvas's place on the page when the stroke began (pointer positions are page positions). */
  left: number;
  top: number;
}

/**
 * The stroke being drawn, outside React: pointer moves add points and, once per frame, the one
 * live shape is updated and only its layer is drawn again (the committed drawing on that layer
 * is a single cached bitmap). Lifting the pointer hands the finished item to `onDone`; the live
 * shape stays until `settle` is called, once the committed drawing shows the new item.
 */
export function useLiveStroke(live: RefObject<Konva.Line | null>, onDone: (item: Item) => void) {
  const current = useRef<Live | null>(null);
  const frame = useRef(0);

  const render = useCallback(
    (done: boolean) => {
      const node = live.current;
      const stroke = current.current;
      if (!node || !stroke) return;
      node.points(stroke.erase ? stroke.points.flatMap(([x, y]) => [x, y]) : strokeOutline(stroke.points, done));
      node.getLayer()?.draw();
    },
    [live],
  );

  const schedule = useCallback(() => {
    if (frame.current !== 0) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      render(false);
    });
  }, [render]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const begin = useCallback(
    (event: PointerEvent, stage: Konva.Stage, options: { erase: boolean; colour: string }) => {
      const node = live.current;
      if (!node) return;
      const box = stage.container().getBoundingClientRect();
      current.current = {
        pointerId: event.pointerId,
        ...options,
        points: [[event.clientX - box.left, event.clientY - box.top, pressureOf(event)]],
        left: box.left,
        top: box.top,
      };
      // Moves outside the canvas still belong to this stroke until the pointer is lifted.
      stage.content.setPointerCapture?.(event.pointerId);
      node.setAttrs(
        options.erase
          ? {
              closed: false,
              fill: undefined,
              stroke: '#000',
              strokeWidth: SCRATCHPAD.eraserRadius * 2,
              lineCap: 'round',
              lineJoin: 'round',
              globalCompositeOperation: 'destination-out',
            }
          : { closed: true, fill: options.colour, strokeWidth: 0, globalCompositeOperation: 'source-over' },
      );
      node.visible(true);
      schedule();
    },
    [live, schedule],
  );

  const move = useCallback(
    (event: PointerEvent) => {
      const stroke = current.current;
      if (!stroke || event.pointerId !== stroke.pointerId) return;
      // A pen reports more positions than frames: the coalesced ones keep fast curves smooth.
      const coalesced = typeof event.getCoalescedEvents === 'function' ? event.getCoalescedEvents() : [];
      for (const point of coalesced.length > 0 ? coalesced : [event])
        stroke.points.push([point.clientX - stroke.left, point.clientY - stroke.top, pressureOf(point)]);
      schedule();
    },
    [schedule],
  );

  const end = useCallback(
    (event: PointerEvent) => {
      const stroke = current.current;
      if (!stroke || event.pointerId !== stroke.pointerId) return;
      cancelAnimationFrame(frame.current);
      frame.current = 0;
      render(true);
      current.current = null;
      onDone(stroke.erase ? eraseItem(stroke.points) : strokeItem(stroke.points, stroke.colour));
    },
    [onDone, render],
  );

  /** Hides the live shape once the committed drawing has the stroke. */
  const settle = useCallback(() => {
    if (current.current === null) live.current?.visible(false);
  }, [live]);

  return { begin, move, end, settle, drawing: () => current.current !== null };
}
