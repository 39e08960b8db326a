import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { RichText } from '../RichText';
import type { InputProps } from './types';

interface ItemProps {
  id: string;
  position: number;
  count: number;
  text: string;
  typeset: boolean;
  disabled: boolean;
  /** Where the key puts this item (1-based), when it may be shown. */
  correctPosition: number | null;
  onMove(from: number, to: number): void;
}

function RankingItem({ id, position, count, text, typeset, disabled, correctPosition, onMove }: ItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  const right = correctPosition === null ? null : correctPosition === position + 1;
  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 52,
        px: 1,
        border: 2,
        borderRadius: 2,
        bgcolor: 'background.paper',
        borderColor: right === true ? 'success.main' : right === false ? 'error.main' : isDragging ? 'primary.main' : 'divider',
        boxShadow: isDragging ? 4 : 0,
        position: 'relative',
        zIndex: isDragging ? 1 : 0,
      }}
    >
      <Box
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Drag ${text}`}
        aria-roledescription="sortable item"
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 40,
          height: 44,
          color: disabled ? 'text.disabled' : 'text.secondary',
          cursor: disabled ? 'default' : isDragging ? 'grabbing' : 'grab',
          touchAction: 'none',
          borderRadius: 1,
          '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' },
        }}
      >
        <DragIndicatorIcon />
      </Box>
      <Box aria-hidden sx={{ width: 28, fontWeight: 700, color: 'primary.main', flexShrink: 0 }}>
        {position + 1}.
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, py: 1 }}>
        <RichText text={text} typeset={typeset} inline />
        {right === false ? (
          <Typography component="span" sx={{ display: 'block', fontSize: 14, color: 'error.main' }}>
            Belongs in place {correctPosition}
          </Typography>
        ) : null}
      </Box>
      {disabled ? null : (
        <Box sx={{ display: 'flex', flexShrink: 0 }}>
          <IconButton aria-label={`Move ${text} up`} disabled={position === 0} onClick={() => onMove(position, position - 1)}>
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton aria-label={`Move ${text} down`} disabled={position === count - 1} onClick={() => onMove(position, position + 1)}>
            <ArrowDownwardIcon />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}

/** RANKING: put the items in order, first to last, by dragging them or with the up and down buttons. */
export function RankingAnswer({ problem, draft, onChange, disabled, correct, labelledBy }: InputProps<'ranking'>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const textOf = new Map(problem.choices.map((choice) => [choice.key, choice.text]));
  const move = (from: number, to: number) => onChange({ kind: 'ranking', order: arrayMove(draft.order, from, to) });
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(draft.order.indexOf(String(active.id)), draft.order.indexOf(String(over.id)));
  };
  const correctOrder = correct && correct.order.length > 0 ? correct.order : null;
  // Marks on the items judge an answer that was given; while the order can still change (staff trying it) the key is a list below.
  const judged = disabled ? correctOrder : null;
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 1, fontSize: '0.9em' }}>
        {disabled ? 'Your order, first to last.' : 'Put the items in order, first to last: drag them, or use the arrows.'}
      </Typography>
      {/* The drag announcements live at the end of the page, apart from the problem's own status line. */}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ container: document.body }}>
        <SortableContext items={draft.order} strategy={verticalListSortingStrategy} disabled={disabled}>
          <Box component="ol" aria-labelledby={labelledBy} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {draft.order.map((key, position) => (
              <RankingItem
                key={key}
                id={key}
                position={position}
                count={draft.order.length}
                text={textOf.get(key) ?? ''}
                typeset={problem.typesetMath}
                disabled={disabled}
                correctPosition={judged ? judged.indexOf(key) + 1 : null}
                onMove={move}
              />
            ))}
          </Box>
        </SortableContext>
      </DndContext>
      {correctOrder && !disabled ? (
        <Typography sx={{ mt: 1.5, fontSize: 'inherit' }}>
          <strong>Correct order: </strong>
          {correctOrder.map((key) => textOf.get(key) ?? '').join(' → ')}
        </Typography>
      ) : null}
    </Box>
  );
}
