import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { PLAYER_THROTTLE_MS } from '@solve/core/player';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { RichText } from '../RichText';
import type { InputProps } from './types';

interface Line {
  left: string;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  right: boolean | null;
}

interface SideItemProps {
  label: string;
  text: string;
  typeset: boolean;
  pressed: boolean;
  matchedWith: string | null;
  disabled: boolean;
  onPress(): void;
  buttonRef(node: HTMLButtonElement | null): void;
}

function SideItem({ label, text, typeset, pressed, matchedWith, disabled, onPress, buttonRef }: SideItemProps) {
  return (
    <ButtonBase
      ref={buttonRef}
      onClick={onPress}
      disabled={disabled}
      aria-pressed={pressed}
      sx={{
        width: '100%',
        minHeight: 52,
        justifyContent: 'flex-start',
        textAlign: 'left',
        gap: 1.25,
        px: 1.25,
        py: 1,
        border: 2,
        borderRadius: 2,
        fontSize: 'inherit',
        borderColor: pressed ? 'secondary.main' : matchedWith ? 'primary.main' : 'divider',
        bgcolor: pressed ? 'rgba(242,176,30,0.15)' : 'background.paper',
        '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
        '&.Mui-disabled': { color: 'text.primary' },
      }}
    >
      <Box
        component="span"
        sx={{
          flexShrink: 0,
          minWidth: 28,
          height: 28,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 700,
          fontSize: 14,
          bgcolor: matchedWith ? 'primary.main' : 'grey.100',
          color: matchedWith ? 'primary.contrastText' : 'text.primary',
        }}
      >
        {label}
      </Box>
      {/* The name reads "A: text, matched with 2"; the punctuation is for screen readers only. */}
      <Box component="span" sx={visuallyHidden}>
        :{' '}
      </Box>
      <Box component="span" sx={{ flexGrow: 1, minWidth: 0 }}>
        <RichText text={text} typeset={typeset} inline />
      </Box>
      {matchedWith ? (
        <Box component="span" sx={visuallyHidden}>
          , matched with {matchedWith}
        </Box>
      ) : null}
    </ButtonBase>
  );
}

/**
 * MATCHING: lines from the left items to the right items. Choose an item on one side, then its
 * match on the other (pointer or keyboard alike); choosing a matched pair again removes the line.
 */
export function MatchingAnswer({ problem, draft, onChange, disabled, correct, labelledBy }: InputProps<'matching'>) {
  const [picked, setPicked] = useState<{ side: 'left' | 'right'; key: string } | null>(null);
  const container = useRef<HTMLDivElement | null>(null);
  const nodes = useRef(new Map<string, HTMLButtonElement>());
  const [lines, setLines] = useState<Line[]>([]);
  const rightLabel = new Map(problem.matchRight.map((item) => [item.key, item.label]));
  const leftLabel = new Map(problem.matchLeft.map((item) => [item.key, item.label]));
  const correctPairs = useMemo(
    () => (correct && correct.pairs.length > 0 ? new Map(correct.pairs.map((pair) => [pair.left, pair.right])) : null),
    [correct],
  );

  const connect = (left: string, right: string) => {
    const pairs = Object.fromEntries(Object.entries(draft.pairs).filter(([l, r]) => l !== left && r !== right));
    if (draft.pairs[left] !== right) pairs[left] = right;
    onChange({ kind: 'matching', pairs });
    setPicked(null);
  };
  const press = (side: 'left' | 'right', key: string) => {
    if (picked && picked.side !== side) connect(side === 'left' ? key : picked.key, side === 'right' ? key : picked.key);
    else setPicked(picked?.key === key ? null : { side, key });
  };

  const measure = useCallback(() => {
    const box = container.current?.getBoundingClientRect();
    if (!box) return;
    const next: Line[] = [];
    for (const [left, right] of Object.entries(draft.pairs)) {
      const a = nodes.current.get(`left:${left}`)?.getBoundingClientRect();
      const b = nodes.current.get(`right:${right}`)?.getBoundingClientRect();
      if (!a || !b) continue;
      next.push({
        left,
        x1: a.right - box.left,
        y1: a.top + a.height / 2 - box.top,
        x2: b.left - box.left,
        y2: b.top + b.height / 2 - box.top,
        right: correctPairs ? correctPairs.get(left) === right : null,
      });
    }
    setLines(next);
  }, [draft.pairs, correctPairs]);

  useLayoutEffect(() => {
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Redraws after resizes at most every 100 ms (§9 matching line redraw).
    const observer = new ResizeObserver(() => {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        measure();
      }, PLAYER_THROTTLE_MS.matchingRedraw);
    });
    if (container.current) observer.observe(container.current);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [measure]);

  const register = (id: string) => (node: HTMLButtonElement | null) => {
    if (node) nodes.current.set(id, node);
    else nodes.current.delete(id);
  };
  const leftsFor = (right: string) => Object.entries(draft.pairs).find(([, r]) => r === right)?.[0] ?? null;
  /** One side's items; `partner` is the key an item is matched with, named by the other side's labels. */
  const column = (
    side: 'left' | 'right',
    gridColumn: number,
    items: typeof problem.matchLeft,
    partner: (key: string) => string | null,
    partnerLabels: Map<string, string>,
  ) => (
    <Box sx={{ gridColumn, display: 'grid', gap: 1, alignContent: 'start' }}>
      {items.map((item) => {
        const other = partner(item.key);
        return (
          <SideItem
            key={item.key}
            label={item.label}
            text={item.text}
            typeset={problem.typesetMath}
            pressed={picked?.side === side && picked.key === item.key}
            matchedWith={other ? (partnerLabels.get(other) ?? null) : null}
            disabled={disabled}
            onPress={() => press(side, item.key)}
            buttonRef={register(`${side}:${item.key}`)}
          />
        );
      })}
    </Box>
  );

  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 1, fontSize: '0.9em' }}>
        {disabled
          ? 'Your matches.'
          : 'Choose an item on the left, then its match on the right. Choose a matched pair again to remove its line.'}
      </Typography>
      <Box
        ref={container}
        role="group"
        aria-labelledby={labelledBy}
        sx={{ position: 'relative', display: 'grid', gridTemplateColumns: '1fr 56px 1fr', rowGap: 1 }}
      >
        {column('left', 1, problem.matchLeft, (key) => draft.pairs[key] ?? null, rightLabel)}
        {column('right', 3, problem.matchRight, leftsFor, leftLabel)}
        <Box
          component="svg"
          aria-hidden
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none', overflow: 'visible' }}
        >
          {lines.map((line) => (
            <g key={line.left}>
              <line
                x1={line.x1}
                y1={line.y1}
                x2={line.x2}
                y2={line.y2}
                strokeWidth={3}
                strokeLinecap="round"
                stroke={line.right === null ? '#1b3a6b' : line.right ? '#2e7d32' : '#d32f2f'}
                strokeDasharray={line.right === false ? '6 5' : undefined}
              />
              <circle cx={line.x1} cy={line.y1} r={5} fill="#1b3a6b" />
              <circle cx={line.x2} cy={line.y2} r={5} fill="#1b3a6b" />
            </g>
          ))}
        </Box>
      </Box>
      {!disabled && Object.keys(draft.pairs).length > 0 ? (
        <Button size="small" onClick={() => onChange({ kind: 'matching', pairs: {} })} sx={{ mt: 1 }}>
          Clear all lines
        </Button>
      ) : null}
      {correctPairs ? (
        <Typography sx={{ mt: 1.5, fontSize: 'inherit' }}>
          <strong>Correct matches: </strong>
          {problem.matchLeft.map((item) => `${item.label} → ${rightLabel.get(correctPairs.get(item.key) ?? '') ?? '?'}`).join(', ')}
        </Typography>
      ) : null}
    </Box>
  );
}
