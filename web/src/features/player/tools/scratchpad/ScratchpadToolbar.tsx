import CloseIcon from '@mui/icons-material/Close';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { SCRATCHPAD } from '@solve/core/player';
import { useState } from 'react';
import { clampFontSize, type Tool } from './model';

const COLOUR_NAMES = ['Blue', 'Red', 'Green', 'Yellow'];
const TOOLS: { value: Tool; label: string }[] = [
  { value: 'draw', label: 'Draw' },
  { value: 'erase', label: 'Eraser' },
  { value: 'select', label: 'Select' },
  { value: 'text', label: 'Text' },
];

interface Props {
  titleId: string;
  title: string;
  tool: Tool;
  onTool(tool: Tool): void;
  colour: string;
  onColour(colour: string): void;
  fontSize: number;
  onFontSize(size: number): void;
  grid: number | null;
  onGrid(grid: number | null): void;
  canUndo: boolean;
  onUndo(): void;
  onClear(): void;
  fullScreen: boolean;
  onFullScreen(): void;
  saving: boolean;
  onSave(): void;
  onClose(): void;
}

/** The text size box: typed freely, kept within 1–100 when it is left or Enter is pressed. */
function FontSizeField({ value, onChange }: { value: number; onChange(size: number): void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null) onChange(clampFontSize(Number(draft)));
    setDraft(null);
  };
  return (
    <TextField
      size="small"
      type="number"
      label="Text size"
      value={draft ?? String(value)}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      slotProps={{ htmlInput: { min: SCRATCHPAD.fontMin, max: SCRATCHPAD.fontMax, step: 1 } }}
      sx={{ width: 96 }}
    />
  );
}

/** §2 Scratchpad overlay's tools: draw, eraser, select, text (size 1–100), four colours, grid (1–100), undo, clear all, full screen, SAVE, CLOSE. */
export function ScratchpadToolbar(props: Props) {
  const { tool, colour, grid } = props;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography id={props.titleId} component="h2" sx={{ fontWeight: 800, mr: 'auto' }}>
        {props.title}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={tool}
        onChange={(_e, value: Tool | null) => value && props.onTool(value)}
        aria-label="Tool"
      >
        {TOOLS.map(({ value, label }) => (
          <ToggleButton key={value} value={value} sx={{ minHeight: 40 }}>
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {tool === 'text' ? <FontSizeField value={props.fontSize} onChange={props.onFontSize} /> : null}
      <ToggleButtonGroup
        size="small"
        exclusive
        value={colour}
        onChange={(_e, value: string | null) => value && props.onColour(value)}
        aria-label="Colour"
      >
        {SCRATCHPAD.colours.map((value, index) => (
          <ToggleButton key={value} value={value} aria-label={COLOUR_NAMES[index]} sx={{ minHeight: 40 }}>
            <Box sx={{ width: 18, height: 18, borderRadius: '50%', bgcolor: value }} />
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ToggleButton
        size="small"
        value="grid"
        selected={grid !== null}
        onChange={() => props.onGrid(grid === null ? 10 : null)}
        sx={{ minHeight: 40 }}
      >
        Grid
      </ToggleButton>
      {grid !== null ? (
        <Slider
          size="small"
          min={SCRATCHPAD.gridMin}
          max={SCRATCHPAD.gridMax}
          value={grid}
          onChange={(_e, value) => props.onGrid(value)}
          aria-label="Grid size"
          valueLabelDisplay="auto"
          sx={{ width: 100 }}
        />
      ) : null}
      <Button size="small" onClick={props.onUndo} disabled={!props.canUndo}>
        Undo
      </Button>
      <Button size="small" onClick={props.onClear}>
        Clear all
      </Button>
      <IconButton aria-label={props.fullScreen ? 'Leave full screen' : 'Full screen'} onClick={props.onFullScreen}>
        {props.fullScreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
      <Button variant="contained" onClick={props.onSave} disabled={props.saving}>
        SAVE
      </Button>
      <IconButton aria-label="Close the scratchpad" onClick={props.onClose}>
        <CloseIcon />
      </IconButton>
    </Box>
  );
}
