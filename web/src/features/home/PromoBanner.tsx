import CampaignIcon from '@mui/icons-material/Campaign';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The academy's promotion line across the top of the home page; nothing when it is blank. */
export function PromoBanner({ text }: { text: string | null | undefined }) {
  if (!text?.trim()) return null;
  return (
    <Box
      role="note"
      aria-label="Promotion"
      sx={{
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        px: 2,
        py: 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        textAlign: 'center',
      }}
    >
      <CampaignIcon fontSize="small" aria-hidden />
      <Typography sx={{ fontWeight: 600, fontSize: 15 }}>{text}</Typography>
    </Box>
  );
}
