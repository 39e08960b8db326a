import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import ViewAgendaOutlinedIcon from '@mui/icons-material/ViewAgendaOutlined';
import ViewDayOutlinedIcon from '@mui/icons-material/ViewDayOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { TEXT_SIZES, type TextSize } from '@solve/core/player';
import { forwardRef, type ReactNode } from 'react';

export interface TimerView {
  text: string;
  /** Under a minute left, or out of time. */
  urgent: boolean;
  label: string;
}

interface Props {
  heading: string;
  onBack(): void;
  /** What the back button returns to (Lessons unless the page came from elsewhere). */
  backLabel?: string;
  timer: TimerView | null;
  size: TextSize;
  onSize(size: TextSize): void;
  /** null: no Display All (introduction sets). */
  displayAll: boolean | null;
  onDisplayAll(): void;
  /** null: no Full Screen (students always have the whole window). */
  fullScreen: boolean | null;
  onFullScreen(): void;
  /** Extra controls (the results button of a submitted set). */
  extra?: ReactNode;
  /** Stays at the top while the page scrolls (when the app's own header is hidden). */
  sticky: boolean;
}

const SIZE_LABELS: Record<TextSize, string> = { small: 'Small text', med: 'Medium text', large: 'Large text' };

/** §2 Top bar: back to Lessons, the set's title, Display All, Full Screen (staff), the timer, and the text size. */
export const PlayerTopBar = forwardRef<HTMLElement, Props>(function PlayerTopBar(
  { heading, onBack, backLabel = 'Lessons', timer, size, onSize, displayAll, onDisplayAll, fullScreen, onFullScreen, extra, sticky },
  ref,
) {
  return (
    <AppBar
      ref={ref}
      position={sticky ? 'sticky' : 'static'}
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (theme) => theme.zIndex.appBar }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1, px: { xs: 1.5, sm: 2 }, py: 1 }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ flexShrink: 0 }}>
          {backLabel}
        </Button>
        <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: 18, md: 20 }, flex: '1 1 280px', minWidth: 0 }}>
          {heading}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', ml: 'auto' }}>
          {timer ? (
            <Box
              role="timer"
              aria-label={timer.label}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.75,
                px: 1.5,
                height: 40,
                borderRadius: 5,
                fontWeight: 700,
                fontVariantNumeric: 'tabular-nums',
                bgcolor: timer.urgent ? 'rgba(198,40,40,0.1)' : 'rgba(27,58,107,0.07)',
                color: timer.urgent ? 'error.dark' : 'primary.main',
              }}
            >
              <TimerOutlinedIcon fontSize="small" />
              {timer.text}
            </Box>
          ) : null}
          <ToggleButtonGroup
            size="small"
            exclusive
            value={size}
            onChange={(_event, value: TextSize | null) => value && onSize(value)}
            aria-label="Text size"
          >
            {(Object.keys(TEXT_SIZES) as TextSize[]).reverse().map((key) => (
              <ToggleButton
                key={key}
                value={key}
                aria-label={SIZE_LABELS[key]}
                sx={{ width: 40, height: 40, fontSize: TEXT_SIZES[key] * 0.8, fontWeight: 700, lineHeight: 1 }}
              >
                A
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {displayAll !== null ? (
            <Button
              variant={displayAll ? 'contained' : 'outlined'}
              aria-pressed={displayAll}
              onClick={onDisplayAll}
              startIcon={displayAll ? <ViewDayOutlinedIcon /> : <ViewAgendaOutlinedIcon />}
            >
              Display All
            </Button>
          ) : null}
          {fullScreen !== null ? (
            <Button
              variant={fullScreen ? 'contained' : 'outlined'}
              aria-pressed={fullScreen}
              onClick={onFullScreen}
              startIcon={fullScreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
            >
              Full Screen
            </Button>
          ) : null}
          {extra}
        </Box>
      </Box>
    </AppBar>
  );
});
