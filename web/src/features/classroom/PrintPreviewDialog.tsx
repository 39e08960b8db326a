import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../components/errorMessage';
import { hasMath, RichText, useKatex } from '../player';
import { type PrintoutData, PrintoutQuery } from './classroom.documents';

const letter = (index: number) => String.fromCharCode(65 + index);

/** Whether any text of the printout shows math. */
function printoutHasMath(printout: PrintoutData | undefined): boolean {
  return (printout?.questions ?? []).some((question) =>
    [question.text, ...question.choices, ...question.matchWith].some((text) => hasMath(text, question.typesetMath)),
  );
}

/**
 * Print preview of an instruction set: its questions and choices, math typeset as the player
 * shows it, then the browser's print. Print waits for KaTeX, so that no page prints TeX source.
 */
export function PrintPreviewDialog({ assignmentId, onClose }: { assignmentId: number; onClose(): void }) {
  const { data, loading, error } = useQuery(PrintoutQuery, { variables: { assignmentId } });
  const printout = data?.assignmentPrintout;
  const needsMath = printoutHasMath(printout);
  const katex = useKatex(needsMath);
  const ready = Boolean(printout) && (!needsMath || katex !== null);
  return (
    <Dialog open onClose={onClose} fullScreen className="print-root" aria-labelledby="print-title">
      {/* Printing shows this preview alone. */}
      <GlobalStyles styles={{ '@media print': { 'body > *:not(.print-root)': { display: 'none !important' } } }} />
      <DialogTitle id="print-title">{printout ? printout.title : 'Print preview'}</DialogTitle>
      <DialogContent dividers>
        {loading && !printout ? <CircularProgress aria-label="Loading" /> : null}
        {error ? <Alert severity="error">{errorMessage(error, 'The questions could not be loaded. Please try again.')}</Alert> : null}
        {printout ? (
          <Box sx={{ maxWidth: 760, mx: 'auto' }}>
            {printout.instructions ? <Typography sx={{ mb: 3, fontStyle: 'italic' }}>{printout.instructions}</Typography> : null}
            <Box component="ol" sx={{ pl: 3, m: 0 }}>
              {printout.questions.map((question) => (
                <Box component="li" key={question.number} sx={{ mb: 3, breakInside: 'avoid' }}>
                  <RichText text={question.text} typeset={question.typesetMath} />
                  {question.imageUrl ? (
                    <Box component="img" src={question.imageUrl} alt="" sx={{ maxWidth: '100%', maxHeight: 260, mt: 1 }} />
                  ) : null}
                  {question.choices.length ? (
                    <Box sx={{ display: 'grid', gridTemplateColumns: question.matchWith.length ? '1fr 1fr' : '1fr', gap: 0.5, mt: 1 }}>
                      <Box>
                        {question.choices.map((choice, index) => (
                          <Typography key={choice} component="div">
                            {letter(index)}. <RichText text={choice} typeset={question.typesetMath} inline />
                          </Typography>
                        ))}
                      </Box>
                      {question.matchWith.length ? (
                        <Box>
                          {question.matchWith.map((choice, index) => (
                            <Typography key={choice} component="div">
                              {index + 1}. <RichText text={choice} typeset={question.typesetMath} inline />
                            </Typography>
                          ))}
                        </Box>
                      ) : null}
                    </Box>
                  ) : (
                    <Box sx={{ height: 64, borderBottom: 1, borderColor: 'divider' }} />
                  )}
                </Box>
              ))}
            </Box>
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ displayPrint: 'none' }}>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" disabled={!ready} aria-busy={printout && !ready ? true : undefined} onClick={() => window.print()}>
          Print
        </Button>
      </DialogActions>
    </Dialog>
  );
}
