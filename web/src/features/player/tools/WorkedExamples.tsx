import { useApolloClient, useMutation } from '@apollo/client/react';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { messages } from '@solve/core/messages';
import { useState } from 'react';
import { errorMessage } from '../../../components/errorMessage';
import { PlayerQuery } from '../player.documents';
import { RemoveProblemImageMutation } from './tools.documents';

interface Props {
  problemId: number;
  images: readonly { id: number; imageUrl: string }[];
  problemNumber: number;
  onOpenImage(url: string): void;
  /** Staff in the preview may take an image off the problem. */
  canRemove: boolean;
}

/**
 * The problem's worked examples: images staff saved from the scratchpad (cost 0), shown to every
 * student with the problem; staff in the preview can remove one.
 */
export function WorkedExamples({ problemId, images, problemNumber, onOpenImage, canRemove }: Props) {
  const client = useApolloClient();
  const [remove, removing] = useMutation(RemoveProblemImageMutation);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  if (images.length === 0 && notice === null) return null;

  async function removeImage(id: number) {
    setNotice(null);
    try {
      await remove({ variables: { problemId, imageId: id } });
      await client.refetchQueries({ include: [PlayerQuery] });
      setNotice({ severity: 'success', text: messages.PROBLEM_IMAGE_REMOVED });
    } catch (failure) {
      setNotice({ severity: 'error', text: errorMessage(failure, 'The image could not be removed. Please try again.') });
    }
  }

  return (
    <Box component="section" aria-label={`Worked examples of problem ${problemNumber}`} sx={{ mb: 2 }}>
      {images.length > 0 ? (
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: '0.8em', mb: 1 }}>
          {images.length === 1 ? 'Worked example' : 'Worked examples'}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {images.map((image, index) => (
          <Box key={image.id} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, maxWidth: '100%' }}>
            <ButtonBase
              onClick={() => onOpenImage(image.imageUrl)}
              aria-label={`Enlarge worked example ${index + 1}`}
              sx={{ borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'white', maxWidth: '100%' }}
            >
              <Box
                component="img"
                src={image.imageUrl}
                alt={`Worked example ${index + 1} for problem ${problemNumber}`}
                sx={{ display: 'block', maxWidth: '100%', maxHeight: 240 }}
              />
            </ButtonBase>
            {canRemove ? (
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutlineIcon />}
                disabled={removing.loading}
                onClick={() => void removeImage(image.id)}
                aria-label={`Remove worked example ${index + 1} of problem ${problemNumber}`}
              >
                Remove
              </Button>
            ) : null}
          </Box>
        ))}
      </Box>
      {notice ? (
        <Alert severity={notice.severity} sx={{ mt: 1, py: 0 }}>
          {notice.text}
        </Alert>
      ) : null}
    </Box>
  );
}
