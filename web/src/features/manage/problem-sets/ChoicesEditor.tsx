import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { choiceLabel } from '@solve/core/answers/choices';
import { matchingSides } from '@solve/core/answers/matching';
import { isHotspotType } from '@solve/core/answers/problem-types';
import type { ProblemType } from '@solve/core/answers/types';
import { RichText } from '../../player';
import { type DraftChoice, newKey } from './draft';
import { useFieldIssue } from './issues';

function placeholderOf(type: ProblemType): string {
  if (type === 'MATCHING') return 'left;right';
  if (isHotspotType(type)) return 'x,y or x,y,r';
  return '';
}

function ChoiceRow({
  problemKey,
  choice,
  index,
  count,
  type,
  locked,
  onChange,
  onMove,
  onRemove,
}: {
  problemKey: string;
  choice: DraftChoice;
  index: number;
  count: number;
  type: ProblemType;
  /** A stored choice of an answered problem: it stays where it is. */
  locked: boolean;
  onChange(choice: DraftChoice): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}) {
  const issue = useFieldIssue(problemKey, `choices[${index}].text`);
  const label = `Choice ${choiceLabel(index)}`;
  const marksCorrect = type !== 'RANKING' && type !== 'MATCHING';
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <TextField
        label={label}
        value={choice.text}
        placeholder={placeholderOf(type)}
        onChange={(event) => {
          issue.clear();
          onChange({ ...choice, text: event.target.value });
        }}
        error={issue.error}
        helperText={issue.message}
        size="small"
        sx={{ flex: '1 1 240px' }}
      />
      {marksCorrect ? (
        <FormControlLabel
          sx={{ mr: 0, mt: 0.25 }}
          control={<Checkbox checked={choice.correct} onChange={(event) => onChange({ ...choice, correct: event.target.checked })} />}
          label={
            <span aria-label={`${label} is ${isHotspotType(type) ? 'to find' : 'correct'}`}>
              {isHotspotType(type) ? 'To find' : 'Correct'}
            </span>
          }
        />
      ) : null}
      <Box sx={{ display: 'flex', flexShrink: 0 }}>
        <IconButton aria-label={`Move ${label.toLowerCase()} up`} disabled={locked || index === 0} onClick={() => onMove(-1)}>
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <IconButton aria-label={`Move ${label.toLowerCase()} down`} disabled={locked || index === count - 1} onClick={() => onMove(1)}>
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
        <IconButton aria-label={`Remove ${label.toLowerCase()}`} disabled={locked} onClick={onRemove}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}

interface Props {
  problemKey: string;
  type: ProblemType;
  choices: DraftChoice[];
  /** Students' answers name these choices by place: stored ones stay where they are. */
  placesKept: boolean;
  /** Math in choice texts is typeset (shown in a preview below them). */
  typeset: boolean;
  onChange(choices: DraftChoice[]): void;
}

/** The choices as the player writes them: letters, texts with math, MATCHING's two sides. */
function ChoicesPreview({ type, choices, typeset }: { type: ProblemType; choices: DraftChoice[]; typeset: boolean }) {
  return (
    <Box
      role="region"
      aria-label="Choices: preview"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, fontSize: 16, display: 'grid', gap: 0.5 }}
    >
      <Typography component="div" sx={{ fontSize: 12, fontWeight: 600, color: 'text.secondary' }}>
        Preview
      </Typography>
      {choices.map((choice, index) => {
        const sides = type === 'MATCHING' ? matchingSides(choice) : null;
        return (
          <Box key={choice.key} sx={{ display: 'flex', gap: 1 }}>
            <Box component="span" sx={{ fontWeight: 700, minWidth: 20 }}>
              {choiceLabel(index)}
            </Box>
            {sides ? (
              <span>
                <RichText text={sides.left} typeset={typeset} inline /> → <RichText text={sides.right} typeset={typeset} inline />
              </span>
            ) : (
              <RichText text={choice.text} typeset={typeset} inline />
            )}
          </Box>
        );
      })}
    </Box>
  );
}

/** A problem's choices in order, with the correct ones marked; moving, removing and adding them. */
export function ChoicesEditor({ problemKey, type, choices, placesKept, typeset, onChange }: Props) {
  const issue = useFieldIssue(problemKey, 'choices');
  const move = (index: number, by: -1 | 1) => {
    const next = [...choices];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    issue.clear();
    onChange(next);
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        {type === 'MATCHING' ? 'Pairs' : isHotspotType(type) ? 'Spots' : type === 'RANKING' ? 'Items, in their stored order' : 'Choices'}
      </Typography>
      {placesKept ? (
        <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
          Students have answered this problem, and their answers name these choices by place: change their texts or which are correct, and
          add new ones at the end.
        </Typography>
      ) : null}
      {issue.message ? <Alert severity="error">{issue.message}</Alert> : null}
      {choices.map((choice, index) => (
        <ChoiceRow
          key={choice.key}
          problemKey={problemKey}
          choice={choice}
          index={index}
          count={choices.length}
          type={type}
          locked={placesKept && choice.id !== null}
          onChange={(changed) => onChange(choices.map((item) => (item.key === choice.key ? changed : item)))}
          onMove={(by) => move(index, by)}
          onRemove={() => {
            issue.clear();
            onChange(choices.filter((item) => item.key !== choice.key));
          }}
        />
      ))}
      {choices.length > 0 && !isHotspotType(type) ? <ChoicesPreview type={type} choices={choices} typeset={typeset} /> : null}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => {
            issue.clear();
            onChange([...choices, { key: newKey('c'), id: null, text: '', correct: false }]);
          }}
        >
          Add {type === 'MATCHING' ? 'a pair' : isHotspotType(type) ? 'a spot' : 'a choice'}
        </Button>
      </Box>
    </Box>
  );
}
