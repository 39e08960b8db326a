import CloseIcon from '@mui/icons-material/Close';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import SendIcon from '@mui/icons-material/Send';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { textLimitProps } from '../../../components/TextLimit';
import { VideoModal } from '../../../components/VideoModal';
import { type ChatLine, useHelpChat } from './useHelpChat';

interface Props {
  open: boolean;
  onClose(): void;
  submissionId: number;
  problemId: number;
  problemNumber: number;
  firstName: string;
}

/**
 * §2 Help and report chat panel: the assistant persona, the conversation, option buttons and a
 * text box (Enter sends). The caller keys it by problem, so the chat starts over on another problem.
 */
export function HelpChatPanel({ open, onClose, ...target }: Props) {
  const chat = useHelpChat(target);
  const [text, setText] = useState('');
  const [video, setVideo] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [chat.lines.length, chat.busy]);
  useEffect(() => {
    if (chat.input) inputRef.current?.focus();
  }, [chat.input]);

  const send = () => {
    if (chat.send(text)) setText('');
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 400 }, display: 'flex', flexDirection: 'column' } } }}
    >
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Avatar sx={{ bgcolor: 'secondary.main', fontWeight: 800 }} aria-hidden>
          S
        </Avatar>
        <Box sx={{ flexGrow: 1 }}>
          <Typography id="help-chat-title" component="h2" sx={{ fontWeight: 800 }}>
            Sol, your study assistant
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Problem {target.problemNumber}
          </Typography>
        </Box>
        <IconButton aria-label="Close help" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box
        ref={listRef}
        role="log"
        aria-live="polite"
        aria-labelledby="help-chat-title"
        sx={{ flexGrow: 1, overflowY: 'auto', px: 2, py: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {chat.lines.map((item) => (
          <Bubble key={item.id} line={item} onVideo={setVideo} />
        ))}
        {chat.busy ? <CircularProgress size={20} aria-label="The assistant is answering" sx={{ alignSelf: 'flex-start', m: 1 }} /> : null}
      </Box>
      {chat.options.length > 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 2, pb: 1.5 }}>
          {chat.options.map((option) => (
            <Button key={option.label} variant="outlined" onClick={option.onPick} sx={{ minHeight: 44 }}>
              {option.label}
            </Button>
          ))}
        </Box>
      ) : null}
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
        sx={{ display: 'flex', gap: 1, px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}
      >
        <TextField
          inputRef={inputRef}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              send();
            }
          }}
          disabled={chat.input === null || chat.busy}
          placeholder={chat.input === 'report' ? 'Describe the problem' : chat.input === 'progress' ? 'What have you done so far?' : ''}
          slotProps={{ htmlInput: { 'aria-label': 'Message' } }}
          {...textLimitProps(text, chat.input === 'report' ? 'PROBLEM_REPORT' : 'HELP_REQUEST')}
          multiline
          maxRows={4}
          size="small"
          fullWidth
        />
        <IconButton type="submit" aria-label="Send" disabled={chat.input === null || chat.busy} color="primary">
          <SendIcon />
        </IconButton>
      </Box>
      <VideoModal open={video !== null} onClose={() => setVideo(null)} url={video ?? ''} title="Video" />
    </Drawer>
  );
}

function Bubble({ line, onVideo }: { line: ChatLine; onVideo(url: string): void }) {
  const mine = line.author === 'student';
  return (
    <Box
      data-author={line.author}
      sx={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        px: 1.5,
        py: 1,
        borderRadius: 2,
        bgcolor: mine ? 'primary.main' : 'rgba(27,58,107,0.07)',
        color: mine ? 'primary.contrastText' : 'text.primary',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
    >
      {line.text}
      {line.imageUrl ? (
        <Box
          component="img"
          src={line.imageUrl}
          alt="Hint illustration"
          sx={{ display: 'block', maxWidth: '100%', mt: 1, borderRadius: 1 }}
        />
      ) : null}
      {line.videoUrl ? (
        <Button size="small" startIcon={<OndemandVideoIcon />} onClick={() => onVideo(line.videoUrl ?? '')} sx={{ mt: 1 }}>
          Watch the video
        </Button>
      ) : null}
    </Box>
  );
}
