import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { VideoFrame } from './VideoFrame';

export function VideoModal({ open, onClose, url, title }: { open: boolean; onClose(): void; url: string; title: string }) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="video-modal-title">
      <DialogTitle id="video-modal-title" sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>{open && url ? <VideoFrame url={url} title={title} /> : null}</DialogContent>
    </Dialog>
  );
}
