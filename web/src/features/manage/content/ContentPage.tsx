import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ContentUploadSection } from './ContentUploadSection';

/** /manage/content: the academy's courses, lesson plans and problem sets. */
export default function ContentPage() {
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        Content
      </Typography>
      <ContentUploadSection />
    </Stack>
  );
}
